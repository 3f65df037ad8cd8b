import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { moduleOpenSql } from '../../core/module-access.ts';
import type { BookingFacts } from '@armonia/shared';
import {
  agendaSettings,
  patients,
  therapistPatients,
  therapistProfiles,
  users,
} from '../../core/db/schema/index.ts';

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
      cancelNoticeHours: agendaSettings.cancelNoticeHours,
      officeAddress: therapistProfiles.officeAddress,
    })
    .from(therapistPatients)
    .innerJoin(users, eq(users.id, therapistPatients.therapistId))
    .leftJoin(agendaSettings, eq(agendaSettings.therapistId, users.id))
    .leftJoin(therapistProfiles, eq(therapistProfiles.therapistId, users.id))
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

/**
 * What booking through the directory needs to know of a therapist: the listing facts and
 * whether they take new patients (a therapist without a directory profile is not listed), and
 * their office, the default place of in-person sessions. Undefined when no such therapist.
 */
export async function directoryFactsOf(
  db: Db,
  therapistId: string,
): Promise<(BookingFacts & { officeAddress: string }) | undefined> {
  const [row] = await db
    .select({
      active: users.active,
      listed: therapistProfiles.listed,
      publicListed: therapistProfiles.publicListed,
      directoryModule: sql<boolean>`${moduleOpenSql(sql`${users.id}`, sql`'directory'`)}`,
      acceptsNewPatients: therapistProfiles.acceptsNewPatients,
      officeAddress: therapistProfiles.officeAddress,
    })
    .from(users)
    .leftJoin(therapistProfiles, eq(therapistProfiles.therapistId, users.id))
    .where(and(eq(users.id, therapistId), eq(users.role, 'Terapeuta')));
  if (!row) return undefined;
  return {
    active: row.active,
    listed: row.listed ?? false,
    publicListed: row.publicListed ?? false,
    directoryModule: row.directoryModule,
    acceptsNewPatients: row.acceptsNewPatients ?? false,
    officeAddress: row.officeAddress ?? '',
  };
}
