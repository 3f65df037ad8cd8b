import {
  API_TEXTS,
  CHAT_TEXTS,
  checkAndNormalizeText,
  outgoingLiveMessageSchema,
  SOCKET_EVENTS,
  type LiveError,
} from '@armonia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore } from '../../core/auth/sessions.ts';
import { AppError } from '../../core/http/errors.ts';
import { conversationRoom, type Realtime, type SocketData } from '../../core/realtime/realtime.ts';
import type { ChatService } from './chat.service.ts';

type Ack = (answer: { status: 'success' } | { status: 'error'; message: string }) => void;

/**
 * The spec's `message` event: an empty text joins the conversation room (the header does this
 * for every conversation on load); otherwise the message is stored, then `onMessage` goes out.
 * The token is checked again on every event; the sender is always the session's user.
 */
export function registerChatSocket(deps: {
  realtime: Realtime;
  sessions: SessionStore;
  service: ChatService;
  log: FastifyBaseLogger;
}) {
  deps.realtime.io.on('connection', (socket) => {
    const data = socket.data as SocketData;

    const refuse = (message: string, ack?: Ack) => {
      const payload: LiveError = { message };
      socket.emit(SOCKET_EVENTS.error, payload);
      ack?.({ status: 'error', message });
    };

    socket.on(SOCKET_EVENTS.message, async (raw: unknown, ack?: Ack) => {
      if (typeof ack !== 'function') ack = undefined;
      const user = await deps.sessions.resolve(data.token).catch(() => null);
      if (!user) {
        refuse(API_TEXTS.sessionExpired, ack);
        socket.disconnect(true);
        return;
      }
      // The same text rule as every HTTP input (no control characters, no lone surrogates).
      const violation = checkAndNormalizeText(raw, 'message');
      if (violation) return refuse(violation.message, ack);
      const parsed = outgoingLiveMessageSchema.safeParse(raw ?? {});
      if (!parsed.success) return refuse(CHAT_TEXTS.invalidLiveMessage, ack);
      const msg = parsed.data;
      if (msg.token && msg.token !== data.token) {
        const other = await deps.sessions.resolve(msg.token).catch(() => null);
        if (!other || other.id !== user.id) return refuse(CHAT_TEXTS.foreignToken, ack);
      }

      try {
        if (msg.newMessage.trim() === '') {
          if (!msg.roomId) return ack?.({ status: 'success' });
          if (!(await deps.service.canJoin(user, msg.roomId).catch(() => false))) {
            return refuse(CHAT_TEXTS.notInConversation, ack);
          }
          await socket.join(conversationRoom(msg.roomId));
          return ack?.({ status: 'success' });
        }
        await deps.service.send(user, {
          secondUser: msg.secondUser,
          newMessage: msg.newMessage,
          roomId: msg.roomId || undefined,
        });
        ack?.({ status: 'success' });
      } catch (err) {
        if (err instanceof AppError) return refuse(err.message, ack);
        deps.log.error({ err }, 'chat socket message failed');
        refuse(CHAT_TEXTS.sendFailed, ack);
      }
    });
  });
}
