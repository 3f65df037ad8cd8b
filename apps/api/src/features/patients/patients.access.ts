import { clinicalAccess, type Actor } from '@armonia/shared';
import { enforce } from '../../core/http/errors.ts';

export interface RequestMeta {
  ip?: string;
}

/**
 * Applies the feature's policy to a resource that may not exist: 403 for a role that never may,
 * 404 (`missing`) for what is not the actor's. Returns the resource when it is theirs.
 */
export function ownedBy<T>(
  actor: Actor,
  resource: T | undefined,
  ownerId: (r: T) => string,
  missing: string,
): T {
  enforce(clinicalAccess(actor, resource && { ownerId: ownerId(resource) }, missing));
  return resource!;
}
