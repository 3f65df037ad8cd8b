/** Pieces the benchmarks and the soak test share: accounts with live sessions, readiness, figures. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { hashToken } from '../src/core/auth/tokens.ts';
import type { Db } from '../src/core/db/client.ts';
import { sessions, users } from '../src/core/db/schema.ts';

export interface Person {
  email: string;
  role: 'Terapeuta' | 'Paciente';
  name: string;
}

export interface Account extends Person {
  id: string;
  /** A signed-in session's bearer token (no login, so no password hashing per account). */
  token: string;
}

/** Accounts and live sessions written straight to the database, 500 at a time. */
export async function createAccounts(db: Db, secret: string, people: Person[]): Promise<Account[]> {
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const expiresAt = new Date(Date.now() + 8 * 3600_000);
  const accounts: Account[] = [];
  for (let start = 0; start < people.length; start += 500) {
    const batch = people.slice(start, start + 500);
    const rows = await db
      .insert(users)
      .values(batch.map((p) => ({ ...p, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const made = batch.map((p) => ({
      ...p,
      id: rows.find((r) => r.email === p.email)!.id,
      token: randomBytes(32).toString('base64url'),
    }));
    await db
      .insert(sessions)
      .values(
        made.map((a) => ({ userId: a.id, tokenHash: hashToken(secret, a.token), expiresAt })),
      );
    accounts.push(...made);
  }
  return accounts;
}

/** Polls /api/v1/health/ready until it answers 200; false after `seconds`. */
export async function waitUntilReady(baseUrl: string, seconds = 60): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/v1/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Whether a Redis server answers at that URL, without retrying. */
export async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  const ok = await redis.connect().then(
    () => true,
    () => false,
  );
  redis.disconnect();
  return ok;
}
