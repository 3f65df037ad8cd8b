import { allow, forbidden, notFound, type Decision } from '../policy.ts';
import type { Actor } from '../roles.ts';

/** A patient record, an appointment or a session note: whoever keeps it. */
export interface ClinicalResource {
  /** The record's therapist, the appointment's therapist or the note's author. */
  ownerId: string;
}

/**
 * The one rule of this feature: clinical records and notes are read and written only by the
 * therapist who keeps them. Other roles are refused outright (not even Super-Admin reads notes);
 * another therapist's resource answers "not found" (`missing` says what), so its existence does
 * not leak.
 */
export function clinicalAccess(
  actor: Actor,
  resource: ClinicalResource | undefined,
  missing?: string,
): Decision {
  if (actor.role !== 'Terapeuta') return forbidden();
  if (!resource || resource.ownerId !== actor.id) return notFound(missing);
  return allow();
}
