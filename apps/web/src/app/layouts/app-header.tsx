import { Burger, Group, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { titleForPath, type CurrentUser } from '@armonia/shared';
import { UserMenu } from './user-menu.tsx';
import { useUnreadDot } from '../../features/chat/index.ts';
import { NotificationsMenu } from '../../features/notifications/index.ts';
import { useProfile } from '../../features/profile/index.ts';

/** The header bar of every signed-in page: page title and user menu. */
export function AppHeader(props: {
  user: CurrentUser;
  navOpened: boolean;
  onToggleNav: () => void;
}) {
  const { pathname } = useLocation();
  const title = titleForPath(pathname) ?? 'Armonía Terapias';
  const unread = useUnreadDot();
  const profile = useProfile();

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
        <Title order={1} size="h3" lineClamp={1} data-testid="page-title">
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationsMenu />
        <UserMenu user={props.user} unread={unread} photoVersion={profile.data?.photoVersion} />
      </Group>
    </Group>
  );
}
