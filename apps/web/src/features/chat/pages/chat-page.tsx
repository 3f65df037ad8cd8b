import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconMessageCircle,
  IconMessagePlus,
  IconMessages,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ChatContact, Conversation } from '@armonia/shared';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePhone } from '../../../components/use-phone.ts';
import { useSocketStatus } from '../../../core/socket.ts';
import { useContacts, useConversationHistory } from '../api/chat.ts';
import { ContactAvatar } from '../components/contact-avatar.tsx';
import { ConversationView, type ChatContactRef } from '../components/conversation-view.tsx';
import { lastMessageLabel } from '../components/chat-dates.ts';
import { rememberCounterpart, setLiveUnread } from '../components/open-chats.ts';
import classes from './chat-page.module.css';
import { TEXTS } from '../texts.ts';

const STATUS_LABEL = {
  connected: { color: 'teal', text: TEXTS.status.connected },
  connecting: { color: 'yellow', text: TEXTS.status.connecting },
  disconnected: { color: 'gray', text: TEXTS.status.disconnected },
} as const;

/** The open conversation is in the address (`?con=<user id>`): the back button closes it. */
const OPEN_PARAM = 'con';

type Counterpart = ChatContactRef & { photoVersion?: number | null };

function fromConversation(c: Conversation): Counterpart {
  return {
    email: c.userEmail,
    userName: c.userName,
    userId: c.userId,
    conversationId: c.idConversation,
    photoVersion: c.photoVersion,
  };
}

function fromContact(c: ChatContact): Counterpart {
  return { email: c.email, userName: c.userName, userId: c.userId, photoVersion: c.photoVersion };
}

function ConversationList(props: { openId: string | null; onOpen: (c: Counterpart) => void }) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 250);
  const history = useConversationHistory(debounced);
  const [showContacts, setShowContacts] = useState(false);
  const contacts = useContacts('', showContacts);
  const status = STATUS_LABEL[useSocketStatus()];

  return (
    <Stack gap="sm" className={classes.listPane}>
      <Group justify="space-between" gap="xs">
        <Badge color={status.color} variant="light" role="status" data-testid="socket-status">
          {status.text}
        </Badge>
        <Button
          size="xs"
          leftSection={<IconMessagePlus size={16} aria-hidden="true" />}
          variant={showContacts ? 'filled' : 'light'}
          aria-pressed={showContacts}
          onClick={() => setShowContacts((v) => !v)}
        >
          {TEXTS.page.newConversation}
        </Button>
      </Group>
      {showContacts ? (
        <>
          <Title order={2} size="h5">
            {TEXTS.page.contacts}
          </Title>
          <QueryState
            query={contacts}
            loading={TEXTS.page.contactsLoading}
            error={TEXTS.page.contactsError}
            size="sm"
            empty={<EmptyState icon={IconUsers} message={TEXTS.page.noContacts} size="sm" />}
          >
            {(data) => (
              <ul className={classes.list} aria-label={TEXTS.page.contacts}>
                {data.map((c) => (
                  <CounterpartRow
                    key={c.email}
                    contact={fromContact(c)}
                    onClick={() => {
                      setShowContacts(false);
                      props.onOpen(fromContact(c));
                    }}
                    testId="contact-row"
                  >
                    <Text fw={500} truncate>
                      {c.userName}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {c.email}
                    </Text>
                  </CounterpartRow>
                ))}
              </ul>
            )}
          </QueryState>
        </>
      ) : (
        <>
          <Title order={2} size="h5">
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
            texts={TEXTS.page}
            size="sm"
            empty={
              debounced ? (
                <EmptyState icon={IconSearch} message={TEXTS.page.noMatch} size="sm" />
              ) : (
                <EmptyState
                  icon={IconMessageCircle}
                  message={TEXTS.page.none}
                  size="sm"
                  action={
                    <Button size="xs" variant="light" onClick={() => setShowContacts(true)}>
                      {TEXTS.page.startOne}
                    </Button>
                  }
                />
              )
            }
          >
            {(data) => (
              <ul className={classes.list} aria-label={TEXTS.page.conversations}>
                {data.map((c) => (
                  <CounterpartRow
                    key={c.idConversation}
                    contact={fromConversation(c)}
                    active={c.userId === props.openId}
                    onClick={() => props.onOpen(fromConversation(c))}
                    testId="conversation-row"
                  >
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text fw={c.unread ? 700 : 500} truncate>
                        {c.userName}
                      </Text>
                      <Text size="xs" c="dimmed" className={classes.when}>
                        {lastMessageLabel(c.lastMessageAt)}
                      </Text>
                    </Group>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text size="xs" c="dimmed" truncate>
                        {c.userEmail}
                      </Text>
                      {c.unread ? (
                        <Badge color="red" size="sm" aria-label={TEXTS.page.unread(c.unread)}>
                          {c.unread}
                        </Badge>
                      ) : null}
                    </Group>
                  </CounterpartRow>
                ))}
              </ul>
            )}
          </QueryState>
        </>
      )}
    </Stack>
  );
}

/** One row of the contacts or the conversations: a button with the person's photo and lines. */
function CounterpartRow(props: {
  contact: Counterpart;
  active?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <UnstyledButton
        className={classes.row}
        data-active={props.active || undefined}
        aria-current={props.active ? 'true' : undefined}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        <Group gap="sm" wrap="nowrap">
          <ContactAvatar contact={props.contact} size={36} />
          <div className={classes.rowText}>{props.children}</div>
        </Group>
      </UnstyledButton>
    </li>
  );
}

function ConversationPane(props: { contact: Counterpart; onBack?: () => void }) {
  const { contact } = props;
  return (
    <section
      className={classes.conversation}
      aria-label={TEXTS.window.label(contact.userName)}
      data-testid="chat-conversation"
    >
      <Group gap="sm" wrap="nowrap" className={classes.conversationHead}>
        {props.onBack ? (
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={props.onBack}
            aria-label={TEXTS.page.back}
            data-testid="chat-back"
          >
            <IconArrowLeft size={20} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        <ContactAvatar contact={contact} size={36} />
        <div className={classes.rowText}>
          <Text fw={600} truncate>
            {contact.userName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {contact.email}
          </Text>
        </div>
      </Group>
      <ConversationView
        key={contact.email}
        contact={contact}
        areaClassName={classes.messages}
        autoFocus={!props.onBack}
      />
    </section>
  );
}

/**
 * /chat-therapist and /chat-to-therapist. On a desktop, two panes: the conversations (search,
 * unread marks, new conversation) and the open one with its history, input and live updates.
 * On a phone the list fills the screen, and an open conversation takes it whole, with a back
 * button. The floating windows stay for the rest of the app.
 */
export default function ChatPage() {
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get(OPEN_PARAM);
  const history = useConversationHistory();
  const fromHistory = history.data?.find((c) => c.userId === openId);
  const contacts = useContacts('', Boolean(openId) && history.isSuccess && !fromHistory);
  const fromContacts = contacts.data?.find((c) => c.userId === openId);
  const [chosen, setChosen] = useState<Counterpart | null>(null);
  const open: Counterpart | null =
    openId === null
      ? null
      : fromHistory
        ? fromConversation(fromHistory)
        : fromContacts
          ? fromContact(fromContacts)
          : chosen?.userId === openId
            ? chosen
            : null;
  useEffect(() => setLiveUnread(false), []);

  const openConversation = (c: Counterpart) => {
    rememberCounterpart(c);
    setChosen(c);
    // Opened from the list: the back button (ours or the phone's) returns to it. Moving from
    // one conversation to another on a desktop does not pile up history.
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(OPEN_PARAM, c.userId!);
        return next;
      },
      { replace: openId !== null, state: { fromList: true } },
    );
  };
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) {
      void navigate(-1);
      return;
    }
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  if (phone) {
    return open ? (
      <Paper className={classes.phoneScreen} radius={0}>
        <ConversationPane contact={open} onBack={back} />
      </Paper>
    ) : (
      <ConversationList openId={null} onOpen={openConversation} />
    );
  }

  return (
    <Paper withBorder radius="md" className={classes.twoPanes}>
      <div className={classes.listColumn}>
        <ConversationList openId={openId} onOpen={openConversation} />
      </div>
      <div className={classes.conversationColumn}>
        {open ? (
          <ConversationPane contact={open} />
        ) : (
          <EmptyState icon={IconMessages} message={TEXTS.page.pick} />
        )}
      </div>
    </Paper>
  );
}
