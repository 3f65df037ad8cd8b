import {
  ActionIcon,
  AppShell,
  Box,
  CloseButton,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter, IconLayoutSidebarLeftCollapse } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ADMIN_RAIL, type CurrentUser, type MenuItem } from '@armonia/shared';
import { useCatalogs } from '../../features/catalogues/index.ts';
import { AppHeader } from './app-header.tsx';
import { MenuIconView } from './menu-icons.tsx';
import { useAdminSubmenu } from './admin-menu.ts';
import classes from './admin-layout.module.css';

const RAIL_WIDTH = 76;
const PANEL_WIDTH = 250;

/** Super-Admin layout: an icon rail and a submenu panel with a filter box and a hide button. */
export function AdminLayout({ user }: { user: CurrentUser }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  const submenu = useAdminSubmenu(location.pathname);
  const [filter, setFilter] = useState('');
  useEffect(close, [location.key, close]);
  useEffect(() => setFilter(''), [submenu.key]);

  const current = ADMIN_RAIL.find((e) => e.key === submenu.key);
  // Spec: the catalogue menu lists every general catalogue, fetched when it opens.
  const catalogs = useCatalogs(submenu.visible && submenu.key === 'catalogue');
  const dynamic: MenuItem[] =
    submenu.key === 'catalogue'
      ? (catalogs.data ?? []).map((c) => ({
          path: `/catalogue/primary/${encodeURIComponent(c.elementCatalog)}`,
          title: c.elementCatalog,
          icon: 'layers',
        }))
      : [];
  const needle = filter.trim().toLocaleLowerCase('es');
  const items = [...(current?.submenu ?? []), ...dynamic].filter((i) =>
    i.title.toLocaleLowerCase('es').includes(needle),
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: RAIL_WIDTH + (submenu.visible ? PANEL_WIDTH : 0),
        breakpoint: 'sm',
        collapsed: { mobile: !opened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader user={user} navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" aria-label="Barra lateral" data-testid="admin-nav">
        <Group h="100%" gap={0} align="stretch" wrap="nowrap">
          <nav
            aria-label="Secciones de administración"
            className={classes.rail}
            style={{ width: RAIL_WIDTH }}
          >
            <Stack gap={6} align="center" py="sm">
              {ADMIN_RAIL.map((entry) => {
                const active = submenu.key === entry.key;
                return (
                  <Tooltip key={entry.key} label={entry.title} position="right" withArrow>
                    <UnstyledButton
                      className={classes.railButton}
                      data-active={active || undefined}
                      aria-label={entry.title}
                      aria-pressed={active}
                      data-testid={`rail-${entry.key}`}
                      onClick={() => {
                        submenu.open(entry.key);
                        void navigate(entry.path);
                      }}
                    >
                      <MenuIconView name={entry.icon} size={24} />
                      <span className={classes.railLabel}>{entry.title}</span>
                    </UnstyledButton>
                  </Tooltip>
                );
              })}
            </Stack>
          </nav>
          {submenu.visible && current ? (
            <Box
              className={classes.panel}
              style={{ width: PANEL_WIDTH }}
              data-testid="admin-submenu"
            >
              <Group justify="space-between" px="sm" pt="sm" wrap="nowrap">
                <Text fw={600}>{current.title}</Text>
                <Tooltip label="Ocultar menú">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={submenu.hide}
                    aria-label="Ocultar menú"
                    data-testid="submenu-hide"
                  >
                    <IconLayoutSidebarLeftCollapse size={20} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Box px="sm" py="xs">
                <TextInput
                  size="xs"
                  placeholder="Filtrar…"
                  aria-label="Filtrar opciones del menú"
                  leftSection={<IconFilter size={14} aria-hidden="true" />}
                  value={filter}
                  onChange={(e) => setFilter(e.currentTarget.value)}
                  rightSection={
                    filter ? (
                      <CloseButton
                        size="xs"
                        aria-label="Limpiar filtro"
                        onClick={() => setFilter('')}
                      />
                    ) : null
                  }
                />
              </Box>
              <ScrollArea type="auto" style={{ flex: 1 }}>
                <nav aria-label={`Opciones de ${current.title}`}>
                  {items.map((item) => {
                    const active =
                      decodeURIComponent(location.pathname) === decodeURIComponent(item.path);
                    return (
                      <NavLink
                        key={item.path}
                        component={Link}
                        to={item.path}
                        label={item.title}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        leftSection={<MenuIconView name={item.icon} size={18} />}
                      />
                    );
                  })}
                  {items.length === 0 ? (
                    <Text size="sm" c="dimmed" px="sm" py="xs">
                      Ninguna opción coincide con el filtro.
                    </Text>
                  ) : null}
                </nav>
              </ScrollArea>
            </Box>
          ) : null}
        </Group>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
