import { Anchor, Badge, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_ROUTES } from '@armonia/shared';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDayTime } from '../../../core/dates.ts';
import { useUserDetail } from '../api.ts';
import { ROLE_LABELS, TEXTS } from '../texts.ts';

const D = TEXTS.detail;

/** One account: its data, links for a therapist, and its recent administrative history. */
export function UserDetailDrawer(props: { id: string | null; onClose: () => void }) {
  const detail = useUserDetail(props.id);
  return (
    <Drawer
      opened={!!props.id}
      onClose={props.onClose}
      position="right"
      title={D.title}
      closeButtonProps={{ 'aria-label': D.close }}
    >
      <QueryState query={detail} texts={D} size="sm">
        {(u) => (
          <Stack gap="md" data-testid="user-detail">
            <div>
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {[u.name, u.lastName].filter(Boolean).join(' ')}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
              <Group gap={6} mt={6}>
                <Badge variant="light" tt="none">
                  {ROLE_LABELS[u.role]}
                </Badge>
                <Badge color={u.active ? 'teal' : 'red'} variant="light" tt="none">
                  {u.active ? TEXTS.users.active : TEXTS.users.inactive}
                </Badge>
              </Group>
              <Text size="sm" mt="xs">
                {TEXTS.users.lastLogin}:{' '}
                {u.lastLoginAt ? formatDayTime(u.lastLoginAt) : TEXTS.users.never}
              </Text>
            </div>
            {u.role === 'Terapeuta' ? (
              <Group gap="md">
                <Anchor component={Link} to={`${APP_ROUTES.therapistAccess.path}?id=${u.id}`}>
                  {D.permissions}
                </Anchor>
                <Anchor component={Link} to={`${APP_ROUTES.adminTherapistProfile.path}?id=${u.id}`}>
                  {D.directoryProfile}
                </Anchor>
              </Group>
            ) : null}
            <div>
              <Title order={3} size="h5" mb="xs">
                {D.historyTitle}
              </Title>
              {u.history.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {D.noHistory}
                </Text>
              ) : (
                <List spacing={6} size="sm" listStyleType="none" data-testid="user-history">
                  {u.history.map((h, i) => (
                    <List.Item key={`${h.at}-${i}`}>
                      <Text size="sm" fw={500} span>
                        {h.label}
                      </Text>{' '}
                      <Text size="xs" c="dimmed" span>
                        {formatDayTime(h.at)} {D.by(h.actor)}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </div>
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
