import {
  CHAT_TEXTS,
  mayTalk,
  messageTextSchema,
  SOCKET_EVENTS,
  type Actor,
  type ChatContact,
  type ChatMessage,
  type Conversation,
  type IncomingLiveMessage,
  type Role,
} from '@armonia/shared';
import type { AuthUser } from '../../core/auth/plugin.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { conversationRoom, userRoom, type Realtime } from '../../core/realtime/realtime.ts';
import { DEFAULT_TIMEZONE, isoLocal } from '../../core/time.ts';
import { displayName, userZone } from '../../core/users.ts';
import { createChatRepository } from './chat.repository.ts';

function validText(text: string): string {
  const parsed = messageTextSchema.safeParse(text);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? CHAT_TEXTS.emptyMessage;
    throw AppError.badRequest(message, [{ field: 'newMessage', message }]);
  }
  return parsed.data;
}

export function createChatService(deps: { db: Db; realtime: Pick<Realtime, 'toRooms'> }) {
  const repo = createChatRepository(deps.db);

  /** The counterpart, when the user may write to them; otherwise a 403 with nothing stored. */
  async function counterpart(me: Actor, email: string) {
    const other = await repo.findUserByEmail(email);
    if (!other) throw AppError.forbidden(CHAT_TEXTS.notAllowed);
    const [linked, existing] = await Promise.all([
      repo.isLinked(me.id, other.id),
      repo.findConversationBetween(me.id, other.id),
    ]);
    enforce(
      mayTalk(
        { id: me.id, role: me.role, active: true },
        { id: other.id, role: other.role as Role, active: other.active },
        { linked, conversationExists: existing !== undefined },
      ),
    );
    return { other, existing };
  }

  return {
    /**
     * Stores the message (the sender is always the session's user), then broadcasts
     * `onMessage` to the conversation room and to both users' own rooms.
     */
    async send(
      me: AuthUser,
      input: { secondUser: string; newMessage: string; roomId?: string },
    ): Promise<ChatMessage> {
      const text = validText(input.newMessage);
      const { other, existing } = await counterpart(me, input.secondUser.trim().toLowerCase());
      if (input.roomId && existing?.id !== input.roomId)
        throw AppError.forbidden(CHAT_TEXTS.roomMismatch);
      const { conversation, message } = await repo.insertMessage(me.id, other.id, text);

      const live: IncomingLiveMessage = {
        newMessage: message.content,
        dateMessage: isoLocal(message.createdAt, DEFAULT_TIMEZONE),
        firstUser: me.email,
        secondUser: other.email,
        roomId: conversation.id,
      };
      deps.realtime.toRooms(
        [conversationRoom(conversation.id), userRoom(other.id), userRoom(me.id)],
        SOCKET_EVENTS.onMessage,
        live,
      );
      return {
        idMessage: message.id,
        conversationId: conversation.id,
        sender: me.email,
        messageContent: message.content,
        createdAt: isoLocal(message.createdAt, await userZone(deps.db, me.id)),
      };
    },

    /** A conversation's messages, for its participants only; opening it marks it read. */
    async chat(me: Actor, conversationId: string, page: { limit: number; before?: string }) {
      const conversation = await repo.findConversationOf(conversationId, me.id);
      if (!conversation) throw AppError.notFound(CHAT_TEXTS.conversationNotFound);
      let before: Date | undefined;
      if (page.before) {
        const anchor = await repo.findMessage(page.before, conversationId);
        if (!anchor) throw AppError.notFound(CHAT_TEXTS.messageMissing);
        before = anchor.createdAt;
      }
      const [rows, zone] = await Promise.all([
        repo.listMessages(conversationId, page.limit, before),
        userZone(deps.db, me.id),
      ]);
      if (!page.before) await repo.markRead(conversationId, me.id);
      return rows.map((r): ChatMessage => ({
        idMessage: r.id,
        conversationId: r.conversationId,
        sender: r.senderEmail,
        messageContent: r.content,
        createdAt: isoLocal(r.createdAt, zone),
      }));
    },

    /** May this user listen to this room? (The header joins every conversation it has.) */
    async canJoin(me: Actor, conversationId: string): Promise<boolean> {
      return (await repo.findConversationOf(conversationId, me.id)) !== undefined;
    },

    async history(me: Actor, keyword: string): Promise<Conversation[]> {
      const [rows, zone] = await Promise.all([
        repo.history(me.id, keyword),
        userZone(deps.db, me.id),
      ]);
      return rows.map((r) => ({
        idConversation: r.id,
        userEmail: r.email,
        userName: displayName(r),
        userId: r.userId,
        unread: Number(r.unread),
        lastMessageAt: isoLocal(r.lastMessageAt, zone),
      }));
    },

    unreadConversations: (me: Actor) => repo.unreadConversations(me.id),

    /** Who the user may start a conversation with (PRODUCT.md "Chat"). */
    async contacts(me: Actor, keyword: string): Promise<ChatContact[]> {
      const rows =
        me.role === 'Super-Admin'
          ? await repo.allActiveUsers(me.id, keyword, 100)
          : await repo.linkedUsers(me.id, me.role === 'Terapeuta' ? 'Terapeuta' : 'Paciente');
      const needle = keyword.toLocaleLowerCase('es');
      return rows
        .map((r) => ({ email: r.email, userName: displayName(r), userId: r.id, role: r.role }))
        .filter(
          (c) => !needle || `${c.userName} ${c.email}`.toLocaleLowerCase('es').includes(needle),
        );
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
