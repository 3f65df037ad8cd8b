import { useUnreadConversations } from '../api/chat.ts';
import { useLiveUnread } from './open-chats.ts';

/** Spec section 4: on when unreadConversations > 0, or when a live message came from someone else. */
export function useUnreadDot(): boolean {
  const unread = useUnreadConversations();
  const live = useLiveUnread();
  return (unread.data ?? 0) > 0 || live;
}
