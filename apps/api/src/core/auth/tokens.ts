import { createHmac, randomBytes } from 'node:crypto';

/** An opaque random token; only its keyed hash is stored, so a database leak yields no tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
