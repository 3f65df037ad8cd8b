import { useQuery } from '@tanstack/react-query';
import type {
  ChatContact,
  ChatMessage,
  Conversation,
  NewMessageBody,
  OutgoingLiveMessage,
  UnreadConversationsAnswer,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { getCurrentUser } from '../../../core/auth-store.ts';
import { liveSocket } from '../../../core/socket.ts';

export const chatKeys = {
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

/**
 * Sends over the live socket (the spec's `message` event, token included) and waits for the
 * server's acknowledgement; without a live connection it falls back to the HTTP call.
 */
export async function sendChatMessage(input: {
  secondUser: string;
  newMessage: string;
  roomId?: string;
}) {
  const user = getCurrentUser();
  const socket = await liveSocket();
  if (socket.connected && user) {
    const payload: OutgoingLiveMessage = {
      firstUser: user.email,
      secondUser: input.secondUser,
      newMessage: input.newMessage,
      roomId: input.roomId ?? '',
      token: user.token,
    };
    const ack = (await socket.timeout(8000).emitWithAck('message', payload)) as
      { status: 'success' } | { status: 'error'; message: string };
    if (ack.status === 'error') throw new SendError(ack.message);
    return;
  }
  await api.post('/messages/new-message', {
    secondUser: input.secondUser,
    newMessage: input.newMessage,
  } satisfies NewMessageBody);
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
