import { AppShell, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import {
  menuWithModules,
  PATIENT_MENU,
  ROLE_HOME,
  THERAPIST_MENU,
  type CurrentUser,
} from '@armonia/shared';
import { AppHeader } from './app-header.tsx';
import { ChatDock } from '../../features/chat/index.ts';
import { SideMenu } from './side-menu.tsx';
import { useModuleMenu } from '../../features/users/index.ts';

/** Therapist and patient layout: header bar and a sidebar that collapses on phones. */
export function MainLayout({ user }: { user: CurrentUser }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  // Spec section 4: the mobile sidebar collapses on every navigation.
  useEffect(close, [location.key, close]);

  const therapist = user.Rol === 'Terapeuta';
  // The modules the administration withdrew leave the therapist's menu (asked on every page).
  const modules = useModuleMenu(therapist, location.pathname);
  const items = therapist
    ? modules.data
      ? menuWithModules(THERAPIST_MENU, modules.data)
      : THERAPIST_MENU
    : PATIENT_MENU;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader user={user} navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="app-navbar" aria-label="Barra lateral" data-testid="sidebar">
        <AppShell.Section mb="sm">
          <Link to={ROLE_HOME[user.Rol]} style={{ textDecoration: 'none' }}>
            <Group gap={8}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Text fw={700} c="teal.9">
                Armonía Terapias
              </Text>
            </Group>
          </Link>
        </AppShell.Section>
        <AppShell.Section grow component="div" style={{ minHeight: 0 }}>
          <SideMenu items={items} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <ChatDock />
    </AppShell>
  );
}
