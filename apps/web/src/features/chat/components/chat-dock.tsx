import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { APP_ROUTES, SOCKET_EVENTS, type IncomingLiveMessage } from '@armonia/shared';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { useSocketEvent, useSocketResync, useSocketStatus } from '../../../core/socket.ts';
import { chatKeys, joinConversationRooms, useConversationHistory } from '../api/chat.ts';
import { setLiveUnread, useOpenChats } from './open-chats.ts';
import { ChatWindow } from './chat-window.tsx';
import classes from './chat.module.css';
import { TEXTS } from '../texts.ts';

/** The chat pages show the conversation themselves: no floating window over them. */
const CHAT_PAGES = new Set<string>([
  APP_ROUTES.chatTherapist.path,
  APP_ROUTES.chatToTherapist.path,
]);

/**
 * The floating chat area (bottom right, 717 px): one window per open contact. It also joins
 * every conversation's room on load and keeps the unread state current as messages arrive.
 */
export function ChatDock() {
  const me = useCurrentUser();
  const chats = useOpenChats();
  const status = useSocketStatus();
  const queryClient = useQueryClient();
  const history = useConversationHistory();
  const joined = useRef(new Set<string>());
  const onChatPage = CHAT_PAGES.has(useLocation().pathname);

  useEffect(() => {
    if (status !== 'connected') {
      joined.current.clear();
      return;
    }
    const fresh = (history.data ?? []).filter((c) => !joined.current.has(c.idConversation));
    for (const c of fresh) joined.current.add(c.idConversation);
    if (fresh.length) void joinConversationRooms(fresh);
  }, [history.data, status]);

  const onLive = useCallback(
    (m: IncomingLiveMessage) => {
      void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'unread'] });
      if (m.firstUser !== me?.email && m.newMessage.trim() !== '') setLiveUnread(true);
    },
    [me?.email, queryClient],
  );
  useSocketEvent(SOCKET_EVENTS.onMessage, onLive);
  const resync = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }, [queryClient]);
  useSocketResync(resync);

  if (onChatPage) return null;
  return (
    <div className={classes.dock} data-testid="chat-dock">
      {chats.map((c) => (
        <ChatWindow key={c.email} chat={c} />
      ))}
      {status === 'connecting' && chats.length > 0 ? (
        <Badge className={classes.status} color="yellow" variant="filled" role="status">
          {TEXTS.status.connecting}
        </Badge>
      ) : null}
    </div>
  );
}
