import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROLE_HOME, titleForPath } from '@armonia/shared';
import { useCurrentUser } from '../../../core/auth-store.ts';

/** A route of the spec whose feature is not built yet: says so plainly, nothing faked. */
export function PendingPage() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const title = titleForPath(pathname) ?? 'Sección';
  return (
    <Paper withBorder radius="lg" p="xl" maw={640} data-testid="pending-page">
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconTools size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>Esta sección está en preparación.</Text>
        <Text c="dimmed" size="sm">
          Estamos construyendo esta parte de Armonía Terapias. Mientras tanto puedes seguir usando
          las demás secciones del menú.
        </Text>
        {user && pathname !== ROLE_HOME[user.Rol] ? (
          <Button component={Link} to={ROLE_HOME[user.Rol]} variant="light">
            Ir a mi inicio
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
