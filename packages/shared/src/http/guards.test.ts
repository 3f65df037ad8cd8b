import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '../auth/schemas.ts';
import { errorEnvelopeSchema } from './envelope.ts';
import { asCurrentUser, asErrorEnvelope } from './guards.ts';

const user = {
  token: 't',
  Rol: 'Paciente',
  name: 'Ana',
  userName: 'Ana Ruiz',
  email: 'a@b.mx',
  id: '1',
};

describe('guards agree with the zod schemas', () => {
  const users: unknown[] = [
    user,
    { ...user, Rol: 'Admin' },
    { ...user, token: 3 },
    null,
    'x',
    { ...user, id: undefined },
  ];
  it.each(users.map((u) => [JSON.stringify(u), u]))('current user %s', (_, u) => {
    expect(asCurrentUser(u) !== null).toBe(currentUserSchema.safeParse(u).success);
  });

  const envelopes: unknown[] = [
    { status: 'error', message: 'm' },
    { status: 'error', message: 'm', errors: [{ field: 'a', message: 'b' }] },
    { status: 'success', message: 'm' },
    { status: 'error' },
    42,
  ];
  it.each(envelopes.map((e) => [JSON.stringify(e), e]))('error envelope %s', (_, e) => {
    expect(asErrorEnvelope(e) !== undefined).toBe(errorEnvelopeSchema.safeParse(e).success);
  });
});
