import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { therapistPatients, users } from './db/schema.ts';
import { DEFAULT_TIMEZONE } from './time.ts';

/** The time zone a user's dates are shown in. */
export async function userZone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ tz: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.tz ?? DEFAULT_TIMEZONE;
}

export function displayName(u: { name: string; lastName: string }): string {
  return [u.name, u.lastName].filter(Boolean).join(' ');
}

/** Public identity of some users, in one query. */
export function usersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      role: users.role,
      active: users.active,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Whether two users are a linked therapist and patient, in either order. */
export async function areLinked(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(therapistPatients)
    .where(
      or(
        and(eq(therapistPatients.therapistId, a), eq(therapistPatients.patientId, b)),
        and(eq(therapistPatients.therapistId, b), eq(therapistPatients.patientId, a)),
      ),
    );
  return (row?.n ?? 0) > 0;
}
