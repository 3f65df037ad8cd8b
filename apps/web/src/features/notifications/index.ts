export { NotificationsMenu } from './components/notifications-menu.tsx';
export { LatestNotifications } from './components/latest-notifications.tsx';
export { useNotificationList, useMarkNotificationRead } from './api/notifications.ts';
