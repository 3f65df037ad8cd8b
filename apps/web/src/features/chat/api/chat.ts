import { useQuery } from '@tanstack/react-query';
import type {
  ChatContact,
  ChatMessage,
  Conversation,
  LiveAck,
  NewMessageBody,
  OutgoingLiveMessage,
  UnreadConversationsAnswer,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { getCurrentUser } from '../../../core/auth-store.ts';
import { liveSocket } from '../../../core/socket.ts';

export const chatKeys = {
  all: ['chat'] as const,
  history: (keyword = '') => ['chat', 'history', keyword] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  unread: ['chat', 'unread'] as const,
  contacts: (keyword = '') => ['chat', 'contacts', keyword] as const,
};

export function useConversationHistory(keyword = '') {
  return useQuery({
    queryKey: chatKeys.history(keyword),
    queryFn: ({ signal }) =>
      api.get<Conversation[]>('/messages/get-conversation-history', {
        query: { keyword },
        signal,
      }),
  });
}

/** Opening a conversation marks it read on the server. */
export function useChatMessages(conversationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.messages(conversationId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ChatMessage[]>(`/messages/get-chat/${conversationId}`, {
        signal,
      }),
    enabled: enabled && Boolean(conversationId),
  });
}

export function useUnreadConversations() {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: () =>
      api
        .get<UnreadConversationsAnswer>('/messages/get-new-messages', { whole: true })
        .then((r) => r.unreadConversations),
  });
}

export function useContacts(keyword = '', enabled = true) {
  return useQuery({
    queryKey: chatKeys.contacts(keyword),
    queryFn: ({ signal }) =>
      api.get<ChatContact[]>('/messages/contacts', {
        query: { keyword },
        signal,
      }),
    enabled,
  });
}

export class SendError extends Error {}

/** How long a `message` waits for the server's acknowledgement before it is sent again. */
const ACK_TIMEOUT_MS = 8000;
/** Pauses before each new try of a message the server could not take (busy, restarting). */
const RETRY_DELAYS_MS = [300, 1000, 2500, 5000];

/** A message's idempotency key: its retries carry the same one, so it is stored once. */
function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Attempt = { sent: true } | { sent: false; retry: boolean; message: string };

/**
 * One try over the live socket (the spec's `message` event, token included); without a live
 * connection, over the HTTP call. No acknowledgement in time counts as "try again": the key
 * makes a second copy impossible.
 */
async function attempt(
  input: { secondUser: string; newMessage: string; roomId?: string },
  clientKey: string,
): Promise<Attempt> {
  const user = getCurrentUser();
  const socket = await liveSocket();
  if (socket.connected && user) {
    const payload: OutgoingLiveMessage = {
      firstUser: user.email,
      secondUser: input.secondUser,
      newMessage: input.newMessage,
      roomId: input.roomId ?? '',
      token: user.token,
      clientKey,
    };
    const ack = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('message', payload)
      .then(
        (a: LiveAck) => a,
        () => undefined,
      );
    if (!ack) return { sent: false, retry: true, message: '' };
    if (ack.status === 'success') return { sent: true };
    return { sent: false, retry: ack.retry === true, message: ack.message };
  }
  await api.post('/messages/new-message', {
    secondUser: input.secondUser,
    newMessage: input.newMessage,
    clientKey,
  } satisfies NewMessageBody);
  return { sent: true };
}

/**
 * Sends a message, trying again with growing pauses while the server asks for it (busy,
 * restarting) or does not answer; every try carries the same key.
 */
export async function sendChatMessage(input: {
  secondUser: string;
  newMessage: string;
  roomId?: string;
}) {
  const clientKey = newClientKey();
  for (let tries = 0; ; tries++) {
    const result = await attempt(input, clientKey);
    if (result.sent) return;
    const pause = RETRY_DELAYS_MS[tries];
    if (!result.retry || pause === undefined) throw new SendError(result.message);
    await new Promise((r) => setTimeout(r, pause * (0.75 + Math.random() / 2)));
  }
}

/** The spec's header-load step: join the live room of every conversation (empty message). */
export async function joinConversationRooms(conversations: Conversation[]) {
  const user = getCurrentUser();
  if (!user) return;
  const socket = await liveSocket();
  for (const c of conversations) {
    socket.emit('message', {
      firstUser: user.email,
      secondUser: c.userEmail,
      newMessage: '',
      roomId: c.idConversation,
      token: user.token,
    } satisfies OutgoingLiveMessage);
  }
}
