import { useNavigate } from 'react-router';
import { NOTIFICATION_UNREAD, type Notification } from '@armonia/shared';
import { useMarkNotificationRead } from '../api/notifications.ts';

/** A click on a notification marks it read (spec section 4), then follows its link. */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return async (n: Notification) => {
    const answer =
      n.status === NOTIFICATION_UNREAD ? await markRead.mutateAsync(n.idNotify) : undefined;
    const link = answer?.link ?? n.link;
    after?.();
    if (link) void navigate(link);
  };
}
