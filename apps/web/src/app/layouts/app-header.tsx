import { Burger, Group, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { titleForPath, type CurrentUser } from '@armonia/shared';
import { UserMenu } from './user-menu.tsx';
import { usePhone } from '../../components/use-phone.ts';
import { useUnreadDot } from '../../features/chat/index.ts';
import { NotificationsMenu } from '../../features/notifications/index.ts';
import { useProfile } from '../../features/profile/index.ts';

/**
 * The header bar of every signed-in page: page title, notifications and user menu. The bell and
 * the avatar never shrink; a long title wraps to a second line on a phone instead.
 */
export function AppHeader(props: {
  user: CurrentUser;
  navOpened: boolean;
  onToggleNav: () => void;
}) {
  const { pathname } = useLocation();
  const title = titleForPath(pathname) ?? 'Armonía Terapias';
  const unread = useUnreadDot();
  const profile = useProfile();
  const phone = usePhone();

  useEffect(() => {
    document.title = `${title} · Armonía Terapias`;
  }, [title]);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={props.navOpened}
          onClick={props.onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={props.navOpened ? 'Cerrar menú' : 'Abrir menú'}
          aria-controls="app-navbar"
          aria-expanded={props.navOpened}
        />
        <Title
          order={1}
          fz={{ base: 'h4', sm: 'h3' }}
          lh={1.2}
          lineClamp={phone ? 2 : 1}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="page-title"
        >
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <NotificationsMenu />
        <UserMenu user={props.user} unread={unread} photoVersion={profile.data?.photoVersion} />
      </Group>
    </Group>
  );
}
