import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconMinus, IconWindowMaximize, IconX } from '@tabler/icons-react';
import { ContactAvatar } from './contact-avatar.tsx';
import { ConversationView } from './conversation-view.tsx';
import { closeChat, toggleChat, type OpenChat } from './open-chats.ts';
import classes from './chat.module.css';
import { TEXTS } from '../texts.ts';

/** One floating conversation window: minimize toggle, close, message area, text input. */
export function ChatWindow({ chat }: { chat: OpenChat }) {
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
          <ContactAvatar contact={chat} size={28} />
          <Text size="sm" fw={600} c="white" truncate>
            {chat.userName}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={chat.minimized ? TEXTS.window.maximize : TEXTS.window.minimize}>
            <ActionIcon
              variant="transparent"
              c="white"
              // Maximizing mounts the conversation again, which reloads it (spec section 4).
              onClick={() => toggleChat(chat.email)}
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
      {chat.minimized ? null : <ConversationView contact={chat} areaClassName={classes.messages} />}
    </Paper>
  );
}
