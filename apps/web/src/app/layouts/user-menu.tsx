import { Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { PhotoAvatar } from '../../components/photo-avatar.tsx';
import { IconKey, IconLogout, IconMessages, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_ROUTES, type CurrentUser } from '@armonia/shared';
import { useLogout } from './use-logout.ts';

const CHAT_PATH = {
  Terapeuta: APP_ROUTES.chatTherapist.path,
  Paciente: APP_ROUTES.chatToTherapist.path,
};
const PROFILE_PATH = {
  Terapeuta: APP_ROUTES.therapistProfile.path,
  Paciente: APP_ROUTES.patientProfile.path,
};

/** Photo (or initials) and name; Mensajes and Perfil by role, Cambiar contraseña, Cerrar sesión. */
export function UserMenu({
  user,
  unread = false,
  photoVersion,
}: {
  user: CurrentUser;
  unread?: boolean;
  photoVersion?: number | null;
}) {
  const logout = useLogout();
  const role = user.Rol;
  const chat = role === 'Super-Admin' ? undefined : CHAT_PATH[role];
  const profile = role === 'Super-Admin' ? undefined : PROFILE_PATH[role];

  return (
    <Menu position="bottom-end" width={230} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Menú de usuario de ${user.userName}${unread ? ' (tienes mensajes sin leer)' : ''}`}
          data-testid="user-menu"
        >
          <Group gap="xs" wrap="nowrap">
            <Indicator
              color="red"
              size={10}
              offset={4}
              disabled={!unread}
              withBorder
              data-testid="unread-dot"
              data-unread={unread}
            >
              <PhotoAvatar
                name={user.userName}
                path="/files/get-profile-image"
                version={photoVersion}
                data-testid="header-avatar"
                data-photo-version={photoVersion ?? 0}
              />
            </Indicator>
            <Text size="sm" fw={500} visibleFrom="sm" lineClamp={1} maw={180}>
              {user.userName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {chat ? (
          <Menu.Item component={Link} to={chat} leftSection={<IconMessages size={18} />}>
            Mensajes
          </Menu.Item>
        ) : null}
        {profile ? (
          <Menu.Item component={Link} to={profile} leftSection={<IconUserCircle size={18} />}>
            Perfil
          </Menu.Item>
        ) : null}
        <Menu.Item
          component={Link}
          to={APP_ROUTES.changePassword.path}
          leftSection={<IconKey size={18} />}
        >
          Cambiar contraseña
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
