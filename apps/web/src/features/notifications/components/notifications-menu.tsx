import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Text,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { APP_ROUTES, SOCKET_EVENTS, type Notification } from '@armonia/shared';
import { useSocketEvent, useSocketResync, useSocketStatus } from '../../../core/socket.ts';
import {
  useMarkAllNotificationsRead,
  useNotificationCount,
  useNotificationList,
  useReadInOtherTabs,
  useReloadNotifications,
} from '../api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { useOpenNotification } from './use-open-notification.ts';
import classes from './notifications.module.css';
import { QueryState } from '../../../components/query-state.tsx';
import { TEXTS } from '../texts.ts';

/**
 * Header dropdown: "Notificaciones", the count of "Nuevas", newest first in a list up to 400 px
 * high, live updates, «Marcar todas como leídas» and a link to the page with all of them.
 */
export function NotificationsMenu() {
  const [opened, setOpened] = useState(false);
  const count = useNotificationCount();
  const list = useNotificationList(opened);
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification(() => setOpened(false));
  const unread = count.data ?? 0;

  const reload = useReloadNotifications();
  const onLive = useCallback(
    (n: Notification) => {
      reload();
      toasts.show({ title: TEXTS.newOne, message: n.message, color: 'teal' });
    },
    [reload],
  );
  useSocketEvent(SOCKET_EVENTS.notification, onLive);
  useSocketResync(reload);
  useReadInOtherTabs(reload);
  const live = useSocketStatus() === 'connected';

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(360px, calc(100vw - 16px))"
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
            data-live={live}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notifications-dropdown">
        <Group justify="space-between" px="md" py="sm" gap="xs" className={classes.head}>
          <Group gap="xs">
            <Text fw={600}>{TEXTS.title}</Text>
            <Badge
              color={unread ? 'red' : 'gray'}
              variant="light"
              data-testid="notifications-count"
            >
              {TEXTS.newCount(unread)}
            </Badge>
          </Group>
          {unread > 0 ? (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconChecks size={14} aria-hidden="true" />}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
              data-testid="notifications-mark-all"
            >
              {TEXTS.markAll}
            </Button>
          ) : null}
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
              <ul className={classes.list} aria-label={TEXTS.title}>
                {data.map((n) => (
                  <li key={n.idNotify}>
                    <NotificationItem notification={n} onOpen={(x) => void open(x)} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </ScrollArea.Autosize>
        <Group justify="center" py="xs" className={classes.foot}>
          <Anchor
            component={Link}
            to={APP_ROUTES.notifications.path}
            size="sm"
            onClick={() => setOpened(false)}
            data-testid="notifications-see-all"
          >
            {TEXTS.seeAll}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
