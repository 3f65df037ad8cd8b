import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: nginx's `$request_id` (32 hex characters), a UUID and the
 * like. Anything else (too long, spaces, quotes, line breaks) could forge or spoil a log line.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the one the load balancer sent, so that its log and ours line up, or a new
 * one. The id goes back to the client in the same header, for support to find the request.
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
