import { and, count, eq, or } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { therapistPatients } from './db/schema.ts';

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
