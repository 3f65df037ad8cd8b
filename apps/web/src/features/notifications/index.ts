export { NotificationsMenu } from './components/notifications-menu.tsx';
export { useNotificationList, useMarkNotificationRead } from './api/notifications.ts';
