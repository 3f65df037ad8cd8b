import {
  ActionIcon,
  Badge,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_UNREAD, SOCKET_EVENTS, type Notification } from '@armonia/shared';
import { relativeTime } from '../../../core/dates.ts';
import { useSocketEvent } from '../../../core/socket.ts';
import {
  useMarkNotificationRead,
  useNotificationCount,
  useNotificationList,
} from '../api/notifications.ts';
import classes from './notifications-menu.module.css';
import { QueryState } from '../../../components/query-state.tsx';
import { TEXTS } from '../texts.ts';

/** Header dropdown: "Notificaciones", the count of "Nuevas", newest first, live updates. */
export function NotificationsMenu() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const count = useNotificationCount();
  const list = useNotificationList(opened);
  const markRead = useMarkNotificationRead();
  const unread = count.data ?? 0;

  const onLive = useCallback(
    (n: Notification) => {
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      toasts.show({ title: TEXTS.newOne, message: n.message, color: 'teal' });
    },
    [queryClient],
  );
  useSocketEvent(SOCKET_EVENTS.notification, onLive);

  const open = async (n: Notification) => {
    const answer =
      n.status === NOTIFICATION_UNREAD ? await markRead.mutateAsync(n.idNotify) : undefined;
    const link = answer?.link ?? n.link;
    setOpened(false);
    if (link) void navigate(link);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
    >
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        disabled={unread === 0}
        color="red"
        offset={6}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread ? TEXTS.label(unread) : TEXTS.title}
            onClick={() => setOpened((o) => !o)}
            data-testid="notifications-button"
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notifications-dropdown">
        <Group justify="space-between" px="md" py="sm" className={classes.head}>
          <Text fw={600}>{TEXTS.title}</Text>
          <Badge color={unread ? 'red' : 'gray'} variant="light" data-testid="notifications-count">
            {TEXTS.newCount(unread)}
          </Badge>
        </Group>
        <ScrollArea.Autosize mah={400} type="auto">
          <QueryState
            query={list}
            loading={
              <Group justify="center" p="md">
                <Loader size="sm" aria-label={TEXTS.loading} />
              </Group>
            }
            error={
              <Text p="md" size="sm" c="red.8">
                {TEXTS.error}
              </Text>
            }
            empty={
              <Text p="md" size="sm" c="dimmed">
                {TEXTS.empty}
              </Text>
            }
          >
            {(data) => (
              <Stack gap={0}>
                {data.map((n) => (
                  <UnstyledButton
                    key={n.idNotify}
                    className={classes.item}
                    data-unread={n.status === NOTIFICATION_UNREAD || undefined}
                    onClick={() => void open(n)}
                  >
                    <Text size="sm" fw={n.status === NOTIFICATION_UNREAD ? 600 : 400}>
                      {n.message}
                    </Text>
                    <Text size="xs" c="dimmed" title={n.registerDate}>
                      {relativeTime(n.registeredAt)}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </QueryState>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
