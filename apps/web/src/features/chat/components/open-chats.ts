import { useSyncExternalStore } from 'react';

export interface OpenChat {
  email: string;
  userName: string;
  userId?: string;
  /** Null when the person has no photo; unknown (absent) when opened from elsewhere. */
  photoVersion?: number | null;
  conversationId?: string;
  minimized: boolean;
}

const KEY = 'openChats';
/** The chosen counterpart, kept in storage as the spec's `secondUser`. */
export const SECOND_USER_KEY = 'secondUser';
const MAX_OPEN = 3;

const listeners = new Set<() => void>();
let chats: OpenChat[] = read();
let liveUnread = false;

function read(): OpenChat[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as OpenChat[]) : [];
  } catch {
    return [];
  }
}

function write(next: OpenChat[]) {
  chats = next;
  sessionStorage.setItem(KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useOpenChats(): OpenChat[] {
  return useSyncExternalStore(subscribe, () => chats);
}

/** Keeps the chosen counterpart in storage as the spec's `secondUser`. */
export function rememberCounterpart(contact: { email: string; userName: string }) {
  localStorage.setItem(
    SECOND_USER_KEY,
    JSON.stringify({ email: contact.email, userName: contact.userName }),
  );
}

/** Opens (or brings back) the window of a contact; at most three stay open. */
export function openChatWith(contact: Omit<OpenChat, 'minimized'>) {
  rememberCounterpart(contact);
  const rest = chats.filter((c) => c.email !== contact.email);
  const existing = chats.find((c) => c.email === contact.email);
  write([...rest, { ...existing, ...contact, minimized: false }].slice(-MAX_OPEN));
  setLiveUnread(false);
}

export function closeChat(email: string) {
  write(chats.filter((c) => c.email !== email));
}

export function toggleChat(email: string) {
  write(chats.map((c) => (c.email === email ? { ...c, minimized: !c.minimized } : c)));
}

export function rememberConversation(email: string, conversationId: string) {
  if (chats.some((c) => c.email === email && c.conversationId !== conversationId)) {
    write(chats.map((c) => (c.email === email ? { ...c, conversationId } : c)));
  }
}

/** Spec section 4: a live message from someone else turns the unread dot on. */
export function setLiveUnread(on: boolean) {
  if (liveUnread === on) return;
  liveUnread = on;
  for (const l of listeners) l();
}

export function useLiveUnread(): boolean {
  return useSyncExternalStore(subscribe, () => liveUnread);
}

export function resetOpenChats() {
  chats = [];
  liveUnread = false;
}
