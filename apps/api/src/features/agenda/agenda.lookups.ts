import {
  AGENDA_TEXTS,
  mayBookThroughDirectory,
  relationTo,
  type Actor,
  type AppointmentFacts,
  type Relation,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { findAppointment, type AppointmentWithParties } from './appointments.repository.ts';
import { directoryFactsOf, isLinked, userBasics } from './parties.repository.ts';

/** Lookups every part of the agenda starts from, each answering in the spec's words when it fails. */

/** The 400 on `therapistId` for an unknown, inactive or non-therapist account. */
export const unknownTherapist = () =>
  AppError.badField('therapistId', AGENDA_TEXTS.unknownTherapist);

/** An active therapist account, or a 400 on `therapistId`. */
export async function activeTherapist(db: Db, id: string) {
  const t = await userBasics(db, id);
  if (!t || t.role !== 'Terapeuta' || !t.active) throw unknownTherapist();
  return t;
}

/** A therapist the patient is linked to (the only ones they may book or wait for). */
export async function linkedTherapist(db: Db, therapistId: string, patientUserId: string) {
  if (!(await isLinked(db, therapistId, patientUserId))) throw unknownTherapist();
  return activeTherapist(db, therapistId);
}

/**
 * A therapist the patient may book: one they are linked to, or one listed in the directory who
 * takes new patients (a first booking, which links them). Any other answers as an unknown
 * therapist, so a hidden profile does not leak.
 */
export async function bookableTherapist(db: Db, actor: Actor, therapistId: string) {
  const [linked, facts] = await Promise.all([
    isLinked(db, therapistId, actor.id),
    directoryFactsOf(db, therapistId),
  ]);
  const verdict = mayBookThroughDirectory(actor, facts, linked);
  if (!verdict.ok && verdict.status === 404) throw unknownTherapist();
  const { firstBooking } = enforce(verdict);
  const therapist = await activeTherapist(db, therapistId);
  return { therapist, firstBooking, officeAddress: facts?.officeAddress ?? '' };
}

/** What the agenda's policy needs to know of an appointment row. */
export function factsOf(row: AppointmentWithParties): AppointmentFacts {
  return {
    therapistId: row.appointment.therapistId,
    patientUserId: row.patientUserId,
    status: row.appointment.status,
    startsAt: row.appointment.startsAt,
    rescheduleCount: row.appointment.rescheduleCount,
    rated: row.ratingId !== null,
  };
}

/** The appointment as the actor may see it, or 404 (a foreign one does not exist). */
export async function visibleAppointment(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ row: AppointmentWithParties; relation: Relation }> {
  const row = await findAppointment(db, id);
  const relation = row ? relationTo(actor, factsOf(row)) : null;
  if (!row || !relation) throw AppError.notFound(AGENDA_TEXTS.appointmentMissing);
  return { row, relation };
}
