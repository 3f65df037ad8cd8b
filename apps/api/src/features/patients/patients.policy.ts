import type { Role } from '@armonia/shared';

export interface Actor {
  id: string;
  role: Role;
}

/** A patient record, an appointment or a session note: whoever keeps it. */
export interface ClinicalResource {
  /** The record's therapist, the appointment's therapist or the note's author. */
  ownerId: string;
}

export type Decision = 'allow' | 'forbidden' | 'not_found';

/**
 * The one rule of this feature: clinical records and notes are read and written only by the
 * therapist who keeps them. Other roles are refused outright (not even Super-Admin reads notes);
 * another therapist's resource answers "not found", so its existence does not leak.
 */
export function clinicalAccess(actor: Actor, resource: ClinicalResource | undefined): Decision {
  if (actor.role !== 'Terapeuta') return 'forbidden';
  if (!resource || resource.ownerId !== actor.id) return 'not_found';
  return 'allow';
}
