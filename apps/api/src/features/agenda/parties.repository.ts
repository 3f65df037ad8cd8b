import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { agendaSettings, patients, therapistPatients, users } from '../../core/db/schema.ts';

/** The people on either side of an appointment: accounts, links and patient records. */
export async function userBasics(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      active: users.active,
      timezone: users.timezone,
      photoVersion: users.photoVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function isLinked(db: Db, therapistId: string, patientUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(therapistPatients)
    .where(
      and(
        eq(therapistPatients.therapistId, therapistId),
        eq(therapistPatients.patientId, patientUserId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function bookableTherapists(db: Db, patientUserId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      timezone: users.timezone,
      photoVersion: users.photoVersion,
      sessionMinutes: agendaSettings.sessionMinutes,
    })
    .from(therapistPatients)
    .innerJoin(users, eq(users.id, therapistPatients.therapistId))
    .leftJoin(agendaSettings, eq(agendaSettings.therapistId, users.id))
    .where(
      and(
        eq(therapistPatients.patientId, patientUserId),
        eq(users.active, true),
        eq(users.role, 'Terapeuta'),
      ),
    )
    .orderBy(asc(users.name));
}

/** A patient record, when it is the therapist's. */
export async function patientRecordOf(db: Db, patientId: string, therapistId: string) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.therapistId, therapistId)));
  return row;
}
