import type { Role } from '@armonia/shared';

export interface Actor {
  id: string;
  role: Role;
}

/** Only the administration shapes the catalogue tree and the tags. */
export const canShapeTree = (a: Actor) => a.role === 'Super-Admin';

/** Registers: Super-Admin keeps the global ones; each therapist keeps their own private ones. */
export function canChangeRegister(a: Actor, register: { ownerId: string | null }): boolean {
  if (a.role === 'Super-Admin') return register.ownerId === null;
  return a.role === 'Terapeuta' && register.ownerId === a.id;
}

/** Who sees a register at all: global ones for staff, private ones only for their owner. */
export function canSeeRegister(a: Actor, register: { ownerId: string | null }): boolean {
  if (register.ownerId === null) return a.role === 'Super-Admin' || a.role === 'Terapeuta';
  return register.ownerId === a.id;
}

/** The owner a new register gets: none (global) from the administration, the therapist otherwise. */
export const ownerForNew = (a: Actor): string | null => (a.role === 'Super-Admin' ? null : a.id);
