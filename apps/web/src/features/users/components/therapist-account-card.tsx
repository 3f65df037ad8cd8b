import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_ROUTES } from '@armonia/shared';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDayTime } from '../../../core/dates.ts';
import { useUserDetail } from '../api.ts';
import { TEXTS } from '../texts.ts';

/** The account behind a therapist's profile: state, last sign-in and links to its permissions. */
export function TherapistAccountCard({ therapistId }: { therapistId: string }) {
  const detail = useUserDetail(therapistId);
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid="therapist-account">
      <QueryState query={detail} texts={TEXTS.detail} size="sm">
        {(u) => (
          <Stack gap={6}>
            <Title order={2} size="h4">
              {TEXTS.detail.account}
            </Title>
            <Group gap={6}>
              <Badge color={u.active ? 'teal' : 'red'} variant="light" tt="none">
                {u.active ? TEXTS.users.active : TEXTS.users.inactive}
              </Badge>
              {u.invited ? (
                <Badge color="gray" variant="light" tt="none">
                  {TEXTS.users.invited}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {TEXTS.users.lastLogin}:{' '}
              {u.lastLoginAt ? formatDayTime(u.lastLoginAt) : TEXTS.users.never}
            </Text>
            <Group gap="md">
              <Anchor
                component={Link}
                to={`${APP_ROUTES.therapistAccess.path}?id=${u.id}`}
                size="sm"
              >
                {TEXTS.detail.permissions}
              </Anchor>
              <Anchor component={Link} to={`${APP_ROUTES.users.path}?id=${u.id}`} size="sm">
                {TEXTS.access.account}
              </Anchor>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
