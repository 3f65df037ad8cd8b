import { describe, expect, it } from 'vitest';
import type { Role } from '../roles.ts';
import { mayTalk } from './policy.ts';

/** The rule answers a decision; these cases read as yes or no. */
const canTalk = (...args: Parameters<typeof mayTalk>) => mayTalk(...args).ok;

const p = (id: string, role: Role, active = true) => ({ id, role, active });
const none = { linked: false, conversationExists: false };

describe('mayTalk', () => {
  it('a therapist and a linked patient may talk, both ways', () => {
    const facts = { linked: true, conversationExists: false };
    expect(canTalk(p('t', 'Terapeuta'), p('p', 'Paciente'), facts)).toBe(true);
    expect(canTalk(p('p', 'Paciente'), p('t', 'Terapeuta'), facts)).toBe(true);
  });
  it('an unlinked therapist and patient may not', () => {
    expect(canTalk(p('p', 'Paciente'), p('t', 'Terapeuta'), none)).toBe(false);
  });
  it('two patients or two therapists may not, even "linked"', () => {
    const facts = { linked: true, conversationExists: true };
    expect(canTalk(p('a', 'Paciente'), p('b', 'Paciente'), facts)).toBe(false);
    expect(canTalk(p('a', 'Terapeuta'), p('b', 'Terapeuta'), facts)).toBe(false);
  });
  it('an admin writes to anyone; others answer only an existing conversation', () => {
    expect(canTalk(p('a', 'Super-Admin'), p('x', 'Paciente'), none)).toBe(true);
    expect(canTalk(p('x', 'Paciente'), p('a', 'Super-Admin'), none)).toBe(false);
    expect(
      canTalk(p('x', 'Paciente'), p('a', 'Super-Admin'), {
        linked: false,
        conversationExists: true,
      }),
    ).toBe(true);
  });
  it('nobody talks to themselves or to a deactivated account', () => {
    expect(canTalk(p('a', 'Super-Admin'), p('a', 'Super-Admin'), none)).toBe(false);
    expect(canTalk(p('a', 'Super-Admin'), p('x', 'Paciente', false), none)).toBe(false);
  });
});
