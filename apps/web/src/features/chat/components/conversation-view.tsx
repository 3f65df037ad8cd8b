import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessages, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_MAX, SOCKET_EVENTS, type IncomingLiveMessage } from '@armonia/shared';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { useSocketEvent } from '../../../core/socket.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { chatKeys, sendChatMessage, useChatMessages, useConversationHistory } from '../api/chat.ts';
import { rememberConversation, setLiveUnread } from './open-chats.ts';
import classes from './chat.module.css';
import { TEXTS } from '../texts.ts';

/** Spec section 9: the message area scrolls to the bottom 100 ms after messages load. */
export const SCROLL_DELAY_MS = 100;

/** Who the conversation is with; its id once there is one. */
export interface ChatContactRef {
  email: string;
  userName: string;
  userId?: string;
  conversationId?: string;
}

/**
 * One conversation: its history, live updates and the text input with its send icon. The
 * floating window and the chat page show the same view, each in its own frame.
 */
export function ConversationView(props: {
  contact: ChatContactRef;
  /** The message area's frame: fixed height in a window, the rest of the screen on the page. */
  areaClassName?: string;
  /** The input takes the focus when the view opens (the chat page). */
  autoFocus?: boolean;
}) {
  const { contact } = props;
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const history = useConversationHistory();
  const conversationId =
    contact.conversationId ??
    history.data?.find((c) => c.userEmail === contact.email)?.idConversation;
  const messages = useChatMessages(conversationId, true);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLDivElement>(null);

  // Opening the conversation read it on the server: the unread marks follow.
  useEffect(() => {
    if (!messages.data) return;
    setLiveUnread(false);
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
  }, [messages.data, queryClient]);

  useEffect(() => {
    if (!messages.data) return;
    const t = setTimeout(() => {
      area.current?.scrollTo({ top: area.current.scrollHeight });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(t);
  }, [messages.data]);

  // Only messages of this contact show in this conversation.
  const onLive = useCallback(
    (m: IncomingLiveMessage) => {
      if (m.firstUser !== contact.email && m.secondUser !== contact.email) return;
      rememberConversation(contact.email, m.roomId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(m.roomId) });
      // The first message of a new conversation: the history now knows its id.
      if (!conversationId) void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
    },
    [contact.email, conversationId, queryClient],
  );
  useSocketEvent(SOCKET_EVENTS.onMessage, onLive);

  const canSend = text.trim().length > 0 && !sending;
  const send = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      await sendChatMessage({
        secondUser: contact.email,
        newMessage: text,
        roomId: conversationId,
      });
      setText('');
      void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
    } catch (err) {
      notifications.show({
        color: 'red',
        title: TEXTS.window.notSent,
        message: err instanceof Error && err.message ? err.message : TEXTS.window.tryAgain,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div
        ref={area}
        className={props.areaClassName}
        data-testid="chat-messages"
        aria-live="polite"
      >
        <QueryState
          query={messages}
          loading={TEXTS.window.loading}
          centered="lg"
          error={
            <Text size="sm" c="red.8" p="sm">
              {TEXTS.window.error}
            </Text>
          }
          empty={<EmptyState icon={IconMessages} message={TEXTS.window.empty} size="sm" />}
          isEmpty={(data) => !conversationId || (data ?? []).length === 0}
        >
          {(data) => (
            <Stack gap={6} p="xs">
              {data.map((m) => (
                <div
                  key={m.idMessage}
                  className={classes.bubble}
                  data-mine={m.sender === me?.email || undefined}
                >
                  <Text size="sm" className={classes.text}>
                    {m.messageContent}
                  </Text>
                  <Text size="xs" className={classes.date}>
                    {m.createdAt.slice(0, 16)}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </QueryState>
      </div>
      <Group gap={6} p={6} wrap="nowrap" className={classes.inputRow}>
        <TextInput
          flex={1}
          size="sm"
          placeholder={TEXTS.window.placeholder}
          aria-label={TEXTS.window.messageFor(contact.userName)}
          value={text}
          maxLength={MESSAGE_MAX}
          autoFocus={props.autoFocus}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          data-testid="chat-input"
        />
        <ActionIcon
          size="lg"
          onClick={() => void send()}
          disabled={!canSend}
          loading={sending}
          aria-label={TEXTS.window.send}
          data-testid="chat-send"
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </>
  );
}
