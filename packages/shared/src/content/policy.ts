import { allow, forbidden, notFound, type Decision } from '../policy.ts';
import type { Actor } from '../roles.ts';
import type { Audience } from './schemas.ts';
import { CONTENT_TEXTS } from './texts.ts';

/** What decides whether a content item may be read. */
export interface ContentFacts {
  audience: Audience;
  published: boolean;
  archived: boolean;
}

/**
 * What an actor may read, as lists and search filter it: the audiences, and whether unpublished
 * or archived items count. `mayReadContent` applies the same scope to one item, so a list never
 * shows what its detail would refuse.
 */
export interface ContentScope {
  audiences: readonly Audience[];
  includeUnpublished: boolean;
  includeArchived: boolean;
}

const ALL: readonly Audience[] = ['terapeutas', 'pacientes', 'ambos'];

export function contentScope(actor: Actor): ContentScope {
  if (actor.role === 'Super-Admin') {
    return { audiences: ALL, includeUnpublished: true, includeArchived: true };
  }
  const own: Audience = actor.role === 'Terapeuta' ? 'terapeutas' : 'pacientes';
  return { audiences: [own, 'ambos'], includeUnpublished: false, includeArchived: false };
}

/** The one rule for reading a content item; anything outside it does not exist for the reader. */
export function mayReadContent(actor: Actor, item: ContentFacts | undefined): Decision {
  if (!item) return notFound(CONTENT_TEXTS.notFound);
  const scope = contentScope(actor);
  const visible =
    scope.audiences.includes(item.audience) &&
    (scope.includeUnpublished || item.published) &&
    (scope.includeArchived || !item.archived);
  return visible ? allow() : notFound(CONTENT_TEXTS.notFound);
}

/** Only the administration publishes, edits and archives. */
export const mayManageContent = (actor: Actor): Decision =>
  actor.role === 'Super-Admin' ? allow() : forbidden();

/** Views and downloads count for readers; the administration checking its own work does not. */
export const countsAsReader = (actor: Actor): boolean => actor.role !== 'Super-Admin';
