import { RATING_EDIT_DAYS, type Role } from '@armonia/shared';

export interface Viewer {
  id: string;
  role: Role;
}

const DAY = 86_400_000;

/** Why a patient may not rate an appointment, or null when they may. */
export function rateRefusal(
  viewer: Viewer,
  appointment: { patientUserId: string | null; status: string } | undefined,
): 'notFound' | 'notCompleted' | null {
  // Another patient's appointment does not exist for this viewer.
  if (!appointment || viewer.role !== 'Paciente' || appointment.patientUserId !== viewer.id) {
    return 'notFound';
  }
  if (appointment.status !== 'completada') return 'notCompleted';
  return null;
}

/** Only the author changes an opinion, and only during the first days after writing it. */
export function isOwnRating(viewer: Viewer, rating: { authorId: string }): boolean {
  return viewer.role === 'Paciente' && rating.authorId === viewer.id;
}

export function editWindowOpen(rating: { createdAt: Date }, now: Date): boolean {
  return now.getTime() - rating.createdAt.getTime() < RATING_EDIT_DAYS * DAY;
}

export function isEditable(
  viewer: Viewer,
  rating: { authorId: string; createdAt: Date },
  now: Date,
) {
  return isOwnRating(viewer, rating) && editWindowOpen(rating, now);
}

/** Which opinions a list shows: the own ones, the ones about the therapist, or all of them. */
export interface RatingScope {
  authorId?: string;
  therapistId?: string;
  includeHidden: boolean;
}

export function listScope(viewer: Viewer, therapistId: string | undefined): RatingScope {
  if (viewer.role === 'Super-Admin') return { therapistId, includeHidden: true };
  // A therapist sees what is said about them; a hidden (abusive) opinion stays with the admin.
  if (viewer.role === 'Terapeuta') return { therapistId: viewer.id, includeHidden: false };
  // The patient always sees their own opinions, hidden or not, so they know what they wrote.
  return { authorId: viewer.id, therapistId, includeHidden: true };
}

/** Only the administration hides or shows an opinion. */
export const canModerate = (viewer: Viewer) => viewer.role === 'Super-Admin';
