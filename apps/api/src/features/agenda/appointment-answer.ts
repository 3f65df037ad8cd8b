import {
  capabilities,
  patientRulesOf,
  type AgendaSettings,
  type Appointment,
  type AppointmentDetail,
  type Relation,
} from '@armonia/shared';
import { displayName } from '../../core/users.ts';
import { factsOf } from './agenda.lookups.ts';
import type { AppointmentWithParties, historyOf } from './appointments.repository.ts';

/**
 * An appointment as the actor sees it: what they may do now (the same policy the API applies),
 * the therapist's private notes only for the therapist, a hidden rating only for its author.
 */
export function toAppointment(
  row: AppointmentWithParties,
  relation: Relation,
  settings: AgendaSettings,
  now: Date,
): Appointment {
  const a = row.appointment;
  const { can, policyNote } = capabilities(
    relation,
    factsOf(row),
    patientRulesOf(settings, row.therapistZone),
    now,
  );
  const showRating = row.ratingId && (relation === 'patient' || !row.ratingHidden);
  return {
    id: a.id,
    therapistId: a.therapistId,
    therapistName: displayName({ name: row.therapistName, lastName: row.therapistLastName }),
    therapistEmail: row.therapistEmail,
    patientId: a.patientId,
    patientName: displayName({ name: row.patientName, lastName: row.patientLastName }),
    patientEmail: row.patientEmail,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    status: a.status,
    modality: a.modality,
    location: a.location || (a.modality === 'presencial' ? (row.therapistOffice ?? '') : ''),
    reason: a.reason,
    notes: relation === 'therapist' ? a.notes : '',
    rescheduleCount: a.rescheduleCount,
    createdAt: a.createdAt.toISOString(),
    can,
    policyNote,
    rating: showRating
      ? { id: row.ratingId!, stars: row.ratingStars!, comment: row.ratingComment ?? '' }
      : null,
    hasNote: relation === 'therapist' && row.noteId !== null,
  };
}

type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

export function toHistory(rows: HistoryRow[]): AppointmentDetail['history'] {
  return rows.map(({ change, actorName, actorLastName }) => ({
    at: change.at.toISOString(),
    actorName: actorName ? displayName({ name: actorName, lastName: actorLastName ?? '' }) : '',
    action: change.action,
    fromStatus: (change.fromStatus as Appointment['status'] | null) ?? null,
    toStatus: change.toStatus as Appointment['status'],
    fromStartsAt: change.fromStartsAt?.toISOString() ?? null,
    toStartsAt: change.toStartsAt?.toISOString() ?? null,
    reason: change.reason,
  }));
}
