import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROLE_HOME, titleForPath } from '@armonia/shared';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { TEXTS } from '../texts.ts';

/** A route of the spec whose feature is not built yet: says so plainly, nothing faked. */
export function PendingPage() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const title = titleForPath(pathname) ?? TEXTS.section;
  return (
    <Paper withBorder radius="lg" p="xl" maw={640} data-testid="pending-page">
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconTools size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>{TEXTS.pending}</Text>
        <Text c="dimmed" size="sm">
          {TEXTS.building}
        </Text>
        {user && pathname !== ROLE_HOME[user.Rol] ? (
          <Button component={Link} to={ROLE_HOME[user.Rol]} variant="light">
            {TEXTS.home}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
