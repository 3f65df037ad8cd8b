import {
  AGENDA_TEXTS,
  relationTo,
  type Actor,
  type AppointmentFacts,
  type Relation,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { findAppointment, type AppointmentWithParties } from './appointments.repository.ts';
import { isLinked, userBasics } from './parties.repository.ts';

/** Lookups every part of the agenda starts from, each answering in the spec's words when it fails. */

const unknownTherapist = () =>
  AppError.badRequest(AGENDA_TEXTS.unknownTherapist, [
    { field: 'therapistId', message: AGENDA_TEXTS.unknownTherapist },
  ]);

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
