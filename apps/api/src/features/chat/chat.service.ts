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
import { dayMonthYearSeconds, DEFAULT_TIMEZONE } from '../../core/time.ts';
import { displayName } from '../../core/users.ts';
import { createChatRepository } from './chat.repository.ts';

/** Someone the user may write to, and their conversation once there is one. */
export interface Counterpart {
  id: string;
  email: string;
  conversationId: string | null;
}

/** Who reads: dates come in their zone, which the session carries. */
type Reader = Actor & { timezone: string };

function validText(text: string): string {
  const parsed = messageTextSchema.safeParse(text);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? CHAT_TEXTS.emptyMessage;
    throw AppError.badField('newMessage', message);
  }
  return parsed.data;
}

export function createChatService(deps: { db: Db; realtime: Pick<Realtime, 'toRooms'> }) {
  const repo = createChatRepository(deps.db);

  /** The counterpart, when the user may write to them; otherwise a 403 with nothing stored. */
  async function counterpart(me: Actor, email: string): Promise<Counterpart> {
    const other = await repo.counterpartFacts(me.id, email);
    if (!other) throw AppError.forbidden(CHAT_TEXTS.notAllowed);
    enforce(
      mayTalk(
        { id: me.id, role: me.role, active: true },
        { id: other.id, role: other.role as Role, active: other.active },
        { linked: other.linked, conversationExists: other.conversationId !== null },
      ),
    );
    return { id: other.id, email: other.email, conversationId: other.conversationId };
  }

  return {
    counterpart,

    /**
     * Stores the message (the sender is always the session's user) in one statement, then
     * broadcasts `onMessage` to the conversation room and to both users' own rooms. `known` is
     * the counterpart a socket already checked (it skips the check). A message whose key was
     * already stored is neither stored nor broadcast again (`duplicate`).
     */
    async send(
      me: AuthUser,
      input: { secondUser: string; newMessage: string; roomId?: string; clientKey?: string },
      known?: Counterpart,
    ): Promise<{ message: ChatMessage; counterpart: Counterpart; duplicate: boolean }> {
      const text = validText(input.newMessage);
      const other = known ?? (await counterpart(me, input.secondUser.trim().toLowerCase()));
      if (input.roomId && other.conversationId !== input.roomId)
        throw AppError.forbidden(CHAT_TEXTS.roomMismatch);
      const at = new Date();
      const stored = await repo.insertMessage(me.id, other.id, text, at, input.clientKey);
      const conversationId = stored.conversationId;
      if (stored.messageId) {
        const live: IncomingLiveMessage = {
          newMessage: text,
          dateMessage: dayMonthYearSeconds(at, DEFAULT_TIMEZONE),
          firstUser: me.email,
          secondUser: other.email,
          roomId: conversationId,
        };
        deps.realtime.toRooms(
          [conversationRoom(conversationId), userRoom(other.id), userRoom(me.id)],
          SOCKET_EVENTS.onMessage,
          live,
        );
      }
      // A retry of a stored message answers that message.
      const prior =
        stored.messageId === null && input.clientKey
          ? await repo.messageByKey(me.id, input.clientKey)
          : undefined;
      return {
        message: {
          idMessage: stored.messageId ?? prior?.id ?? '',
          conversationId,
          sender: me.email,
          messageContent: text,
          createdAt: dayMonthYearSeconds(prior?.createdAt ?? at, me.timezone),
        },
        counterpart: { ...other, conversationId },
        duplicate: stored.messageId === null,
      };
    },

    /** A conversation's messages, for its participants only; opening it marks it read. */
    async chat(me: Reader, conversationId: string, page: { limit: number; before?: string }) {
      const conversation = await repo.findConversationOf(conversationId, me.id);
      if (!conversation) throw AppError.notFound(CHAT_TEXTS.conversationNotFound);
      let before: Date | undefined;
      if (page.before) {
        const anchor = await repo.findMessage(page.before, conversationId);
        if (!anchor) throw AppError.notFound(CHAT_TEXTS.messageMissing);
        before = anchor.createdAt;
      }
      const rows = await repo.listMessages(conversationId, page.limit, before);
      const zone = me.timezone;
      if (!page.before) await repo.markRead(conversationId, me.id);
      return rows.map((r): ChatMessage => ({
        idMessage: r.id,
        conversationId: r.conversationId,
        sender: r.senderEmail,
        messageContent: r.content,
        createdAt: dayMonthYearSeconds(r.createdAt, zone),
      }));
    },

    /** May this user listen to this room? (The header joins every conversation it has.) */
    async canJoin(me: Actor, conversationId: string): Promise<boolean> {
      return (await repo.findConversationOf(conversationId, me.id)) !== undefined;
    },

    async history(me: Reader, keyword: string): Promise<Conversation[]> {
      const rows = await repo.history(me.id, keyword);
      const zone = me.timezone;
      return rows.map((r) => ({
        idConversation: r.id,
        userEmail: r.email,
        userName: displayName(r),
        userId: r.userId,
        photoVersion: r.photoVersion,
        unread: Number(r.unread),
        lastMessageAt: dayMonthYearSeconds(r.lastMessageAt, zone),
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
        .map((r) => ({
          email: r.email,
          userName: displayName(r),
          userId: r.id,
          role: r.role,
          photoVersion: r.photoVersion,
        }))
        .filter(
          (c) => !needle || `${c.userName} ${c.email}`.toLocaleLowerCase('es').includes(needle),
        );
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
