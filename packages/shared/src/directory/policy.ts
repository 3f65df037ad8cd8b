import { allow, conflict, forbidden, notFound, type Decision } from '../policy.ts';
import type { Actor } from '../roles.ts';
import { AGENDA_TEXTS } from '../agenda/texts.ts';
import { DIRECTORY_TEXTS } from './texts.ts';

/**
 * Who sees a directory: signed-in therapists and patients (`app`) or visitors of the public
 * site (`public`).
 */
export type DirectoryAudience = 'app' | 'public';

/** What decides whether a therapist is listed. */
export interface ListingFacts {
  /** The account is active. */
  active: boolean;
  /** The therapist shows their profile in the directory. */
  listed: boolean;
  /** The therapist also shows it on the public site. */
  publicListed: boolean;
  /** The administration lets the therapist use the directory (Permisos de Terapeutas). */
  directoryModule: boolean;
}
export type ListingFact = keyof ListingFacts;

/**
 * THE listing rule: the facts that must all hold for a therapist to be listed to an audience.
 * The database query is built from these lists (a fact the SQL does not know fails to compile),
 * and every single-therapist check calls `isListed`, so a new condition is added here once.
 */
export const LISTING_RULE: Record<DirectoryAudience, readonly ListingFact[]> = {
  app: ['active', 'listed', 'directoryModule'],
  public: ['active', 'listed', 'publicListed', 'directoryModule'],
};

export function isListed(facts: ListingFacts, audience: DirectoryAudience): boolean {
  return LISTING_RULE[audience].every((fact) => facts[fact]);
}

/** A profile page: listed to the audience, or it does not exist for them. */
export function mayViewProfile(
  facts: ListingFacts | undefined,
  audience: DirectoryAudience,
): Decision {
  return facts && isListed(facts, audience) ? allow() : notFound(DIRECTORY_TEXTS.notFound);
}

/** What booking needs to know of the therapist beyond the listing. */
export interface BookingFacts extends ListingFacts {
  acceptsNewPatients: boolean;
}

/**
 * Whether a patient may book a therapist they are not linked to yet. Linked patients book as
 * before; a first booking needs a therapist listed in the app who accepts new patients.
 */
export function mayBookThroughDirectory(
  actor: Actor,
  facts: BookingFacts | undefined,
  linked: boolean,
): Decision<{ firstBooking: boolean }> {
  if (actor.role !== 'Paciente') return forbidden(DIRECTORY_TEXTS.onlyPatientsBook);
  if (linked) return { ok: true, firstBooking: false };
  if (!facts || !isListed(facts, 'app')) return notFound(AGENDA_TEXTS.unknownTherapist);
  if (!facts.acceptsNewPatients) return conflict(DIRECTORY_TEXTS.notAcceptingNew);
  return { ok: true, firstBooking: true };
}

/** The owner edits their own directory profile; Super-Admin edits anyone's. */
export function mayEditProfile(actor: Actor, therapistId: string): Decision {
  if (actor.role === 'Super-Admin') return allow();
  if (actor.role === 'Terapeuta' && actor.id === therapistId) return allow();
  return actor.role === 'Terapeuta' ? notFound(DIRECTORY_TEXTS.notFound) : forbidden();
}

/**
 * Only Super-Admin sets or removes the "verificado" mark (who, when, note) and browses every
 * therapist's profile, listed or not.
 */
export const mayAdminister = (actor: Actor): Decision =>
  actor.role === 'Super-Admin' ? allow() : forbidden();

/** Whom the signed-in viewer of a profile may write to: a linked therapist, as the chat says. */
export const mayMessageFromProfile = (actor: Actor, linked: boolean): boolean =>
  actor.role === 'Paciente' && linked;
