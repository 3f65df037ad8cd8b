import type { Role } from '@armonia/shared';

export interface Party {
  id: string;
  role: Role;
  active: boolean;
}

/**
 * Who may talk to whom (PRODUCT.md "Chat"): a therapist and the patients linked to them;
 * Super-Admin may write to anyone, and anyone may answer a conversation an admin holds.
 */
export function canTalk(
  me: Party,
  other: Party,
  facts: { linked: boolean; conversationExists: boolean },
): boolean {
  if (me.id === other.id || !other.active) return false;
  if (me.role === 'Super-Admin') return true;
  if (other.role === 'Super-Admin') return facts.conversationExists;
  const pair = new Set([me.role, other.role]);
  return pair.has('Terapeuta') && pair.has('Paciente') && facts.linked;
}
