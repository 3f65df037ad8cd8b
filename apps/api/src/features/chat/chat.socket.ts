import {
  API_TEXTS,
  CHAT_TEXTS,
  checkAndNormalizeText,
  outgoingLiveMessageSchema,
  SOCKET_EVENTS,
  type LiveAck,
  type LiveError,
} from '@armonia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore } from '../../core/auth/sessions.ts';
import { AppError } from '../../core/http/errors.ts';
import {
  conversationRoom,
  type AppSocket,
  type Realtime,
  type SocketData,
} from '../../core/realtime/realtime.ts';
import type { ChatService, Counterpart } from './chat.service.ts';

type Ack = (answer: LiveAck) => void;

/** What a socket remembers of the conversations it was allowed into, for its whole life. */
interface Membership {
  /** Counterparts it may write to, by e-mail. */
  counterparts: Map<string, Counterpart>;
  /** Conversation rooms it joined. */
  rooms: Set<string>;
}

const memberships = new WeakMap<AppSocket, Membership>();

function membershipOf(socket: AppSocket): Membership {
  let m = memberships.get(socket);
  if (!m) memberships.set(socket, (m = { counterparts: new Map(), rooms: new Set() }));
  return m;
}

/**
 * The spec's `message` event: an empty text joins the conversation room (the header does this
 * for every conversation on load); otherwise the message is stored, then `onMessage` goes out.
 * The sender is always the handshake's user, kept current by the session notices (a revoked
 * session's socket is closed by them).
 */
export function registerChatSocket(deps: {
  realtime: Realtime;
  sessions: SessionStore;
  service: ChatService;
  log: FastifyBaseLogger;
  /** Messages held at once (Config.chatQueueLimit); past it they are refused with `retry`. */
  queueLimit: number;
}) {
  let queued = 0;

  // An account whose sessions were all revoked (deactivation) is nobody's counterpart any more.
  deps.sessions.onNotice((notice) => {
    if (notice.kind !== 'revoke' || notice.sessionId) return;
    for (const socket of deps.realtime.io.of('/').sockets.values()) {
      const m = memberships.get(socket as AppSocket);
      for (const [email, c] of m?.counterparts ?? []) {
        if (c.id === notice.userId) m!.counterparts.delete(email);
      }
    }
  });

  deps.realtime.io.on('connection', (socket) => {
    const data = socket.data as SocketData;

    const refuse = (message: string, ack?: Ack, retry?: boolean) => {
      const payload: LiveError = { message };
      socket.emit(SOCKET_EVENTS.error, payload);
      ack?.(retry ? { status: 'error', message, retry } : { status: 'error', message });
    };

    socket.on(SOCKET_EVENTS.message, (raw: unknown, ack?: Ack) => {
      if (typeof ack !== 'function') ack = undefined;
      // A process shutting down takes no new message; the client sends it again once reconnected.
      if (deps.realtime.draining) return refuse(CHAT_TEXTS.restarting, ack, true);
      if (queued >= deps.queueLimit) return refuse(CHAT_TEXTS.busy, ack, true);
      queued += 1;
      void deps.realtime
        .track(() => handle(raw, ack))
        .finally(() => {
          queued -= 1;
        });
    });

    async function handle(raw: unknown, ack: Ack | undefined) {
      // While the session notices are down, every message reads the session again.
      const user =
        Date.now() >= data.expiresAt
          ? null
          : deps.sessions.live
            ? data.user
            : await deps.sessions.resolve(data.token).catch(() => null);
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

      const membership = membershipOf(socket as AppSocket);
      try {
        if (msg.newMessage.trim() === '') {
          if (!msg.roomId) return ack?.({ status: 'success' });
          if (!membership.rooms.has(msg.roomId)) {
            if (!(await deps.service.canJoin(user, msg.roomId).catch(() => false))) {
              return refuse(CHAT_TEXTS.notInConversation, ack);
            }
            membership.rooms.add(msg.roomId);
            await socket.join(conversationRoom(msg.roomId));
          }
          return ack?.({ status: 'success' });
        }
        const email = msg.secondUser.trim().toLowerCase();
        const { counterpart } = await deps.service.send(
          user,
          {
            secondUser: email,
            newMessage: msg.newMessage,
            roomId: msg.roomId || undefined,
            clientKey: msg.clientKey,
          },
          membership.counterparts.get(email),
        );
        membership.counterparts.set(email, counterpart);
        ack?.({ status: 'success' });
      } catch (err) {
        if (err instanceof AppError) return refuse(err.message, ack);
        deps.log.error({ err }, 'chat socket message failed');
        refuse(CHAT_TEXTS.sendFailed, ack, true);
      }
    }
  });
}
