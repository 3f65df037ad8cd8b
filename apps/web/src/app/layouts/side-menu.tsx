import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '@armonia/shared';
import { SidebarSearchBox } from '../../features/search/index.ts';
import { MenuIconView } from './menu-icons.tsx';

function isActive(pathname: string, path: string) {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Sidebar items from the shared menu table; an item with a submenu is an expandable group. */
export function SideMenu({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();

  return (
    <Stack gap="xs" h="100%">
      <SidebarSearchBox />
      <ScrollArea flex={1} type="auto">
        <nav aria-label="Menú principal">
          {items.map((item) =>
            item.submenu ? (
              <NavLink
                key={item.path}
                label={item.title}
                leftSection={<MenuIconView name={item.icon} />}
                defaultOpened={item.submenu.some((s) => isActive(pathname, s.path))}
                childrenOffset={28}
                data-testid={`menu-group-${item.path}`}
              >
                {item.submenu.map((sub) => (
                  <NavLink
                    key={sub.path}
                    component={Link}
                    to={sub.path}
                    label={sub.title}
                    active={isActive(pathname, sub.path)}
                    aria-current={isActive(pathname, sub.path) ? 'page' : undefined}
                  />
                ))}
              </NavLink>
            ) : (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={item.title}
                leftSection={<MenuIconView name={item.icon} />}
                active={isActive(pathname, item.path)}
                aria-current={isActive(pathname, item.path) ? 'page' : undefined}
              />
            ),
          )}
        </nav>
      </ScrollArea>
    </Stack>
  );
}
