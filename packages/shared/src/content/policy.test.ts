import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles.ts';
import { contentScope, mayManageContent, mayReadContent } from './policy.ts';
import { AUDIENCES } from './schemas.ts';

const admin: Actor = { id: 'a', role: 'Super-Admin' };
const therapist: Actor = { id: 't', role: 'Terapeuta' };
const patient: Actor = { id: 'p', role: 'Paciente' };

describe('content policy', () => {
  it('when a reader asks, then only published, unarchived items of their audience exist', () => {
    for (const audience of AUDIENCES) {
      for (const published of [true, false]) {
        for (const archived of [true, false]) {
          const item = { audience, published, archived };
          const visible = published && !archived;
          expect(mayReadContent(therapist, item).ok).toBe(visible && audience !== 'pacientes');
          expect(mayReadContent(patient, item).ok).toBe(visible && audience !== 'terapeutas');
          expect(mayReadContent(admin, item).ok).toBe(true);
        }
      }
    }
  });

  it('when an item is refused or missing, then the answer is 404, never 403', () => {
    const refused = mayReadContent(patient, {
      audience: 'terapeutas',
      published: true,
      archived: false,
    });
    expect(refused).toMatchObject({ ok: false, status: 404 });
    expect(mayReadContent(patient, undefined)).toMatchObject({ ok: false, status: 404 });
  });

  it('when lists filter, then they use the same scope as the single item', () => {
    expect(contentScope(therapist)).toEqual({
      audiences: ['terapeutas', 'ambos'],
      includeUnpublished: false,
      includeArchived: false,
    });
    expect(contentScope(admin).includeArchived).toBe(true);
  });

  it('when someone else than the administration manages content, then it is forbidden', () => {
    expect(mayManageContent(admin).ok).toBe(true);
    expect(mayManageContent(therapist)).toMatchObject({ ok: false, status: 403 });
    expect(mayManageContent(patient)).toMatchObject({ ok: false, status: 403 });
  });
});
