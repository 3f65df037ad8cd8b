import { allow, notFound, type Decision } from '../policy.ts';
import type { Actor, Role } from '../roles.ts';
import { PROFILE_TEXTS } from './texts.ts';

/** What the photo rule needs to know of its owner: the role (none: no such user) and the link. */
export interface PhotoOwner {
  id: string;
  role: Role | undefined;
  /** Whether owner and actor are a linked therapist and patient. */
  linked: boolean;
}

/**
 * Whose photo a user may see: their own, staff's, and a linked therapist's or patient's.
 * Anyone else's answers like a missing photo.
 */
export function maySeePhoto(actor: Actor, owner: PhotoOwner): Decision {
  if (actor.id === owner.id || actor.role === 'Super-Admin') return allow();
  if (!owner.role) return notFound(PROFILE_TEXTS.noPhoto);
  if (owner.role !== 'Paciente' || owner.linked) return allow();
  return notFound(PROFILE_TEXTS.noPhoto);
}

/** Only a patient's photo depends on a link, so only then is it worth looking up. */
export const photoNeedsLink = (actor: Actor, ownerId: string, ownerRole: Role | undefined) =>
  ownerRole === 'Paciente' && actor.id !== ownerId && actor.role !== 'Super-Admin';
