import { IconBellOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useNotificationList } from '../api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { useOpenNotification } from './use-open-notification.ts';
import classes from './notifications.module.css';
import { TEXTS } from '../texts.ts';

/** The newest few notifications, for a home screen's card. */
export function LatestNotifications({ limit }: { limit: number }) {
  const list = useNotificationList(true);
  const open = useOpenNotification();
  return (
    <QueryState
      query={list}
      loading={TEXTS.loading}
      error={TEXTS.error}
      empty={<EmptyState icon={IconBellOff} message={TEXTS.empty} size="sm" />}
      size="sm"
    >
      {(data) => (
        <ul className={classes.list} aria-label={TEXTS.title} data-testid="home-notifications">
          {data.slice(0, limit).map((n) => (
            <li key={n.idNotify}>
              <NotificationItem notification={n} onOpen={(x) => void open(x)} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
