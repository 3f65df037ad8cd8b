import {
  IconAddressBook,
  IconBooks,
  IconCalendar,
  IconCalendarEvent,
  IconCalendarPlus,
  IconChartBar,
  IconFlower,
  IconInfoCircle,
  IconLayersIntersect,
  IconListCheck,
  IconMagnet,
  IconMapPin,
  IconSettings,
  IconStar,
  IconUserCog,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { MenuIcon } from '@armonia/shared';

export const MENU_ICONS: Record<MenuIcon, Icon> = {
  calendar: IconCalendar,
  users: IconUsers,
  'calendar-plus': IconCalendarPlus,
  books: IconBooks,
  info: IconInfoCircle,
  'address-book': IconAddressBook,
  magnet: IconMagnet,
  layers: IconLayersIntersect,
  'list-check': IconListCheck,
  'map-pin': IconMapPin,
  'calendar-event': IconCalendarEvent,
  star: IconStar,
  flower: IconFlower,
  'user-cog': IconUserCog,
  settings: IconSettings,
  chart: IconChartBar,
};

export function MenuIconView({ name, size = 20 }: { name: MenuIcon; size?: number }) {
  const Component = MENU_ICONS[name];
  return <Component size={size} stroke={1.6} aria-hidden="true" />;
}
