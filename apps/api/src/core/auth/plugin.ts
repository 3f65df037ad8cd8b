import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_TEXTS, type Actor, type Role } from '@armonia/shared';
import { AppError } from '../http/errors.ts';
import type { SessionStore } from './sessions.ts';

/** The session's user: the actor every policy takes, plus what mails and notices name. */
export interface AuthUser extends Actor {
  email: string;
  name: string;
  lastName: string;
  /** IANA zone the user's dates are shown in. */
  timezone: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Open without a token (login, sign-up, recovery, public site). */
    public?: boolean;
    /** Roles allowed on this route; a signed-in user of another role gets 403. */
    roles?: readonly Role[];
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Every route under the API prefix needs a valid, unrevoked session unless its config
 * says `public`. Runs before body validation, so an anonymous call gets 401, not 400.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (request.is404) return;
    const token = bearerToken(request);
    if (token) request.user = await opts.sessions.resolve(token);
    if (config.public) return;
    if (!request.user) {
      throw AppError.unauthorized(token ? API_TEXTS.sessionExpired : API_TEXTS.unauthenticated);
    }
    if (config.roles && !config.roles.includes(request.user.role)) throw AppError.forbidden();
  });
});

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
