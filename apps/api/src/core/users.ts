import { and, count, eq, or } from 'drizzle-orm';
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
