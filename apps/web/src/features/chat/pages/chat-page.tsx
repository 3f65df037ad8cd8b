import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessagePlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSocketStatus } from '../../../core/socket.ts';
import { useContacts, useConversationHistory } from '../api/chat.ts';
import { openChatWith, setLiveUnread } from '../components/open-chats.ts';
import classes from './chat-page.module.css';
import { QueryState } from '../../../components/query-state.tsx';
import { TEXTS } from '../texts.ts';

const STATUS_LABEL = {
  connected: { color: 'teal', text: TEXTS.status.connected },
  connecting: { color: 'yellow', text: TEXTS.status.connecting },
  disconnected: { color: 'gray', text: TEXTS.status.disconnected },
} as const;

/** /chat-therapist and /chat-to-therapist: conversations with unread marks, search, new chat. */
export default function ChatPage() {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 250);
  const history = useConversationHistory(debounced);
  const [showContacts, setShowContacts] = useState(false);
  const contacts = useContacts('', showContacts);
  const status = STATUS_LABEL[useSocketStatus()];
  useEffect(() => setLiveUnread(false), []);

  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between">
        <Badge color={status.color} variant="light" role="status" data-testid="socket-status">
          {status.text}
        </Badge>
        <Button
          leftSection={<IconMessagePlus size={18} />}
          variant="light"
          onClick={() => setShowContacts((v) => !v)}
        >
          {TEXTS.page.newConversation}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: showContacts ? 2 : 1 }}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {TEXTS.page.conversations}
            </Title>
            <TextInput
              placeholder={TEXTS.page.search}
              aria-label={TEXTS.page.searchLabel}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
            />
            <QueryState
              query={history}
              loading={
                <Group justify="center" p="md">
                  <Loader size="sm" aria-label={TEXTS.page.loading} />
                </Group>
              }
              error={
                <Text c="red.8" size="sm">
                  {TEXTS.page.error}
                </Text>
              }
              empty={
                <Text c="dimmed" size="sm">
                  {debounced ? TEXTS.page.noMatch : TEXTS.page.none}
                </Text>
              }
            >
              {(data) => (
                <Stack
                  gap={0}
                  component="ul"
                  className={classes.list}
                  aria-label={TEXTS.page.conversations}
                >
                  {data.map((c) => (
                    <li key={c.idConversation}>
                      <UnstyledButton
                        className={classes.row}
                        onClick={() =>
                          openChatWith({
                            email: c.userEmail,
                            userName: c.userName,
                            userId: c.userId,
                            conversationId: c.idConversation,
                          })
                        }
                        data-testid="conversation-row"
                      >
                        <Group justify="space-between" wrap="nowrap">
                          <div style={{ minWidth: 0 }}>
                            <Text fw={c.unread ? 700 : 500} truncate>
                              {c.userName}
                            </Text>
                            <Text size="xs" c="dimmed" truncate>
                              {c.userEmail} · {c.lastMessageAt.slice(0, 16)}
                            </Text>
                          </div>
                          {c.unread ? (
                            <Badge color="red" aria-label={TEXTS.page.unread(c.unread)}>
                              {c.unread}
                            </Badge>
                          ) : null}
                        </Group>
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              )}
            </QueryState>
          </Stack>
        </Paper>
        {showContacts ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {TEXTS.page.contacts}
              </Title>
              {contacts.isLoading ? (
                <Loader size="sm" aria-label={TEXTS.page.contactsLoading} />
              ) : (contacts.data ?? []).length === 0 ? (
                <Text c="dimmed" size="sm">
                  {TEXTS.page.noContacts}
                </Text>
              ) : (
                <Stack
                  gap={0}
                  component="ul"
                  className={classes.list}
                  aria-label={TEXTS.page.contacts}
                >
                  {contacts.data!.map((c) => (
                    <li key={c.email}>
                      <UnstyledButton
                        className={classes.row}
                        onClick={() =>
                          openChatWith({ email: c.email, userName: c.userName, userId: c.userId })
                        }
                        data-testid="contact-row"
                      >
                        <Text fw={500}>{c.userName}</Text>
                        <Text size="xs" c="dimmed">
                          {c.email}
                        </Text>
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
