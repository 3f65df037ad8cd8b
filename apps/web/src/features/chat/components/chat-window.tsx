import {
  ActionIcon,
  Box,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMinus, IconSend, IconWindowMaximize, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_MAX, SOCKET_EVENTS, type IncomingLiveMessage } from '@armonia/shared';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { PhotoAvatar } from '../../../components/photo-avatar.tsx';
import { useSocketEvent } from '../../../core/socket.ts';
import { chatKeys, sendChatMessage, useChatMessages, useConversationHistory } from '../api/chat.ts';
import { closeChat, rememberConversation, toggleChat, type OpenChat } from './open-chats.ts';
import classes from './chat.module.css';
import { QueryState } from '../../../components/query-state.tsx';
import { TEXTS } from '../texts.ts';

/** Spec section 9: the message area scrolls to the bottom 100 ms after messages load. */
export const SCROLL_DELAY_MS = 100;

/** One conversation window: minimize toggle, close, message area, text input with send icon. */
export function ChatWindow({ chat }: { chat: OpenChat }) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const history = useConversationHistory();
  const conversationId =
    chat.conversationId ?? history.data?.find((c) => c.userEmail === chat.email)?.idConversation;
  const messages = useChatMessages(conversationId, !chat.minimized);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLDivElement>(null);

  // Opening the conversation read it on the server: the unread marks follow.
  useEffect(() => {
    if (!messages.data) return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
  }, [messages.data, queryClient]);

  useEffect(() => {
    if (chat.minimized || !messages.data) return;
    const t = setTimeout(() => {
      area.current?.scrollTo({ top: area.current.scrollHeight });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(t);
  }, [messages.data, chat.minimized]);

  // Only messages of this contact show in this window.
  const onLive = useCallback(
    (m: IncomingLiveMessage) => {
      if (m.firstUser !== chat.email && m.secondUser !== chat.email) return;
      rememberConversation(chat.email, m.roomId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(m.roomId) });
    },
    [chat.email, queryClient],
  );
  useSocketEvent(SOCKET_EVENTS.onMessage, onLive);

  const canSend = text.trim().length > 0 && !sending;
  const send = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      await sendChatMessage({ secondUser: chat.email, newMessage: text, roomId: conversationId });
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

  const toggle = () => {
    toggleChat(chat.email);
    if (conversationId)
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
  };

  return (
    <Paper
      shadow="lg"
      radius="md"
      withBorder
      className={classes.window}
      data-testid="chat-window"
      aria-label={TEXTS.window.label(chat.userName)}
      role="region"
    >
      <Group justify="space-between" className={classes.windowHead} wrap="nowrap" px="sm" py={6}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <PhotoAvatar
            size={28}
            name={chat.userName}
            path={chat.userId ? `/files/avatar/${chat.userId}?size=64` : undefined}
            version={chat.userId ? 1 : null}
          />
          <Text size="sm" fw={600} c="white" truncate>
            {chat.userName}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={chat.minimized ? TEXTS.window.maximize : TEXTS.window.minimize}>
            <ActionIcon
              variant="transparent"
              c="white"
              onClick={toggle}
              aria-label={chat.minimized ? TEXTS.window.maximizeChat : TEXTS.window.minimizeChat}
              data-testid="chat-minimize"
            >
              {chat.minimized ? <IconWindowMaximize size={18} /> : <IconMinus size={18} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={TEXTS.window.close}>
            <ActionIcon
              variant="transparent"
              c="white"
              onClick={() => closeChat(chat.email)}
              aria-label={TEXTS.window.closeChat}
              data-testid="chat-close"
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {chat.minimized ? null : (
        <>
          <Box
            ref={area}
            className={classes.messages}
            data-testid="chat-messages"
            aria-live="polite"
          >
            <QueryState
              query={messages}
              loading={
                <Group justify="center" p="md">
                  <Loader size="sm" aria-label={TEXTS.window.loading} />
                </Group>
              }
              error={
                <Text size="sm" c="red.8" p="sm">
                  {TEXTS.window.error}
                </Text>
              }
              empty={
                <Text size="sm" c="dimmed" p="sm" ta="center">
                  {TEXTS.window.empty}
                </Text>
              }
              isEmpty={(data) => !conversationId || (data ?? []).length === 0}
            >
              {(data) => (
                <Stack gap={6} p="xs">
                  {data.map((m) => {
                    const mine = m.sender === me?.email;
                    return (
                      <div
                        key={m.idMessage}
                        className={classes.bubble}
                        data-mine={mine || undefined}
                      >
                        <Text size="sm" className={classes.text}>
                          {m.messageContent}
                        </Text>
                        <Text size="xs" className={classes.date}>
                          {m.createdAt.slice(0, 16)}
                        </Text>
                      </div>
                    );
                  })}
                </Stack>
              )}
            </QueryState>
          </Box>
          <Group gap={6} p={6} wrap="nowrap" className={classes.inputRow}>
            <TextInput
              flex={1}
              size="sm"
              placeholder={TEXTS.window.placeholder}
              aria-label={TEXTS.window.messageFor(chat.userName)}
              value={text}
              maxLength={MESSAGE_MAX}
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
      )}
    </Paper>
  );
}
