import { allow, conflict, forbidden, notFound, type Decision } from '../policy.ts';
import type { Actor } from '../roles.ts';
import { RATING_EDIT_DAYS, RATING_TEXTS } from './schemas.ts';

const DAY = 86_400_000;

/** A patient rates their own completed appointment; another patient's does not exist for them. */
export function mayRate(
  actor: Actor,
  appointment: { patientUserId: string | null; status: string } | undefined,
): Decision {
  if (!appointment || actor.role !== 'Paciente' || appointment.patientUserId !== actor.id) {
    return notFound(RATING_TEXTS.notYours);
  }
  if (appointment.status !== 'completada') return conflict(RATING_TEXTS.notCompleted);
  return allow();
}

/** Only the author changes an opinion, and only during the first days after writing it. */
export function mayEditRating(
  actor: Actor,
  rating: { authorId: string; createdAt: Date } | undefined,
  now: Date,
): Decision {
  if (!rating || actor.role !== 'Paciente' || rating.authorId !== actor.id) {
    return notFound(RATING_TEXTS.notFound);
  }
  if (now.getTime() - rating.createdAt.getTime() >= RATING_EDIT_DAYS * DAY) {
    return conflict(RATING_TEXTS.editClosed);
  }
  return allow();
}

/** Which opinions a list shows: the own ones, the ones about the therapist, or all of them. */
export interface RatingScope {
  authorId?: string;
  therapistId?: string;
  includeHidden: boolean;
}

export function listScope(actor: Actor, therapistId: string | undefined): RatingScope {
  if (actor.role === 'Super-Admin') return { therapistId, includeHidden: true };
  // A therapist sees what is said about them; a hidden (abusive) opinion stays with the admin.
  if (actor.role === 'Terapeuta') return { therapistId: actor.id, includeHidden: false };
  // The patient always sees their own opinions, hidden or not, so they know what they wrote.
  return { authorId: actor.id, therapistId, includeHidden: true };
}

/** Only the administration hides or shows an opinion. */
export const mayModerate = (actor: Actor): Decision =>
  actor.role === 'Super-Admin' ? allow() : forbidden();
