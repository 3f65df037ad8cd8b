import { Group, Text, UnstyledButton } from '@mantine/core';
import { NOTIFICATION_UNREAD, type Notification } from '@armonia/shared';
import { relativeTime } from '../../../core/dates.ts';
import classes from './notifications.module.css';
import { TEXTS } from '../texts.ts';

/**
 * One notification as a button: a dot and bold text while unread, the message, and when it came
 * ("hace 5 minutos"; the date itself too where there is room).
 */
export function NotificationItem(props: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  withDate?: boolean;
}) {
  const n = props.notification;
  const unread = n.status === NOTIFICATION_UNREAD;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => props.onOpen(n)}
      px="md"
      py="sm"
      w="100%"
      data-testid="notification-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className={classes.dot} aria-hidden="true" />
        <div className={classes.body}>
          <Text size="sm" fw={unread ? 600 : 400}>
            {n.message}
          </Text>
          <Text size="xs" c="dimmed" title={n.registerDate}>
            {relativeTime(n.registeredAt)}
            {props.withDate ? ` · ${n.registerDate}` : ''}
          </Text>
        </div>
      </Group>
      {unread ? <span className="mantine-visually-hidden">{TEXTS.unreadMark}</span> : null}
    </UnstyledButton>
  );
}
