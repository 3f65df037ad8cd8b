import { allow, forbidden, type Decision } from '../policy.ts';
import type { Actor } from '../roles.ts';
import { CHAT_TEXTS } from './texts.ts';

/** One side of a conversation: an actor whose account may have been deactivated. */
export interface Party extends Actor {
  active: boolean;
}

/**
 * Who may talk to whom (PRODUCT.md "Chat"): a therapist and the patients linked to them;
 * Super-Admin may write to anyone, and anyone may answer a conversation an admin holds.
 * Every refusal is the same 403, so whether an account exists does not leak.
 */
export function mayTalk(
  me: Party,
  other: Party,
  facts: { linked: boolean; conversationExists: boolean },
): Decision {
  return talks(me, other, facts) ? allow() : forbidden(CHAT_TEXTS.notAllowed);
}

function talks(
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
