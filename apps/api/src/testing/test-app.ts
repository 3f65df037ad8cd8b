import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import type { Role } from '@armonia/shared';
import { createTestApp, createUser, listenOnLoopback, type TestUser } from './helper.ts';

/** A user a test file signs in: a role, or a role and the name the account shows. */
export type CastMember = Role | { role: Role; name: string };

/**
 * The real app of one test file (see createTestApp), closed after the file's tests, and the users
 * the file names, created in the order given and signed in. Awaited at the top of the file, so
 * the tests read constants: `const { app, admin } = await appWithUsers({ admin: 'Super-Admin' })`.
 */
export async function appWithUsers<C extends Record<string, CastMember>>(
  cast: C & { app?: never },
  opts: { referenceData?: boolean } = {},
): Promise<{ app: FastifyInstance } & { [K in keyof C]: TestUser }> {
  const app = await createTestApp({}, opts);
  afterAll(() => app.close());
  const users: Record<string, TestUser> = {};
  for (const [key, member] of Object.entries(cast)) {
    users[key] =
      typeof member === 'string'
        ? await createUser(app, member)
        : await createUser(app, member.role, { name: member.name });
  }
  return { app, ...(users as { [K in keyof C]: TestUser }) };
}

/**
 * Starts the app on a free loopback port and answers its URL and `open`, which connects a
 * Socket.IO client to it (or to the URL given) with a token; every client is disconnected after
 * the file's tests.
 */
export async function listenWithSockets(app: FastifyInstance) {
  const url = await listenOnLoopback(app);
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });
  const open = (token: string | undefined, at = url): Promise<Socket> => {
    const socket = connect(at, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  return { url, open };
}
