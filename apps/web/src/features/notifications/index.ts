export { NotificationsMenu } from './components/notifications-menu.tsx';
