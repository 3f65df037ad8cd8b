import { allow, forbidden, notFound, type Decision } from '../policy.ts';
import type { Actor } from '../roles.ts';
import { CATALOGUE_TEXTS } from './texts.ts';

/** Who keeps a register: nobody (a global one, made by the administration) or a therapist. */
export interface RegisterOwnership {
  ownerId: string | null;
}

/** Who sees a register at all: global ones for staff, private ones only for their owner. */
function canSee(actor: Actor, register: RegisterOwnership): boolean {
  if (register.ownerId === null) return actor.role === 'Super-Admin' || actor.role === 'Terapeuta';
  return register.ownerId === actor.id;
}

/**
 * Super-Admin keeps the global registers; each therapist keeps their own private ones. A
 * register the actor cannot even see answers 404; one they only read answers 403.
 */
export function mayChangeRegister(actor: Actor, register: RegisterOwnership): Decision {
  if (!canSee(actor, register)) return notFound(CATALOGUE_TEXTS.notFound);
  const keeps =
    actor.role === 'Super-Admin'
      ? register.ownerId === null
      : actor.role === 'Terapeuta' && register.ownerId === actor.id;
  return keeps ? allow() : forbidden(CATALOGUE_TEXTS.globalReadOnly);
}

/** The owner a new register gets: none (global) from the administration, the therapist otherwise. */
export const ownerForNew = (actor: Actor): string | null =>
  actor.role === 'Super-Admin' ? null : actor.id;

/**
 * A register as a list shows it (its scope, not its owner) to the actor who asked for the list.
 * The API lists a private register only to its owner, so a private one is the actor's own.
 */
export const listedOwnership = (
  register: { scope: 'global' | 'private' },
  actor: Actor,
): RegisterOwnership => ({ ownerId: register.scope === 'global' ? null : actor.id });
