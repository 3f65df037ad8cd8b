import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendar,
  IconCalendarEvent,
  IconCalendarOff,
  IconCalendarPlus,
  IconMessageCircle,
  IconUsers,
} from '@tabler/icons-react';
import { addDays, startOfDay } from 'date-fns';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_ROUTES, isLive } from '@armonia/shared';
import { useUnreadConversations } from '../../chat/index.ts';
import { LatestNotifications } from '../../notifications/index.ts';
import { localDate } from '../../../core/dates.ts';
import { useAppointments } from '../api/appointments.ts';
import { AppointmentList } from '../components/appointment-list.tsx';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

const T = TEXTS.home;

function Card({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

export interface HomeTherapistPageProps {
  /** The ratings feature's summary card, passed in by app/. */
  ratingsCard: ReactNode;
}

/** /home-therapist: the day at a glance and the ways into the agenda. */
export default function HomeTherapistPage({ ratingsCard }: HomeTherapistPageProps) {
  const today = useMemo(() => {
    const start = startOfDay(new Date());
    return { from: start.toISOString(), to: addDays(start, 1).toISOString() };
  }, []);
  const todays = useAppointments({ ...today, pageSize: 100 });
  const upcoming = useAppointments({ when: 'upcoming', pageSize: 30 });
  const unread = useUnreadConversations();

  const todayKey = localDate(new Date());
  const todayItems = todays.data?.items
    .filter((a) => a.status !== 'cancelada')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const nextItems = upcoming.data?.items
    .filter((a) => isLive(a.status) && localDate(new Date(a.startsAt)) !== todayKey)
    .slice(0, 5);

  return (
    <Stack gap="md" maw={1200}>
      <Group gap="sm" data-testid="quick-actions" aria-label={T.quick} role="group">
        <Button
          component={Link}
          to={APP_ROUTES.newAppointment.path}
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
        >
          {T.newAppointment}
        </Button>
        <Button
          component={Link}
          to={APP_ROUTES.patients.path}
          variant="light"
          leftSection={<IconUsers size={18} aria-hidden="true" />}
        >
          {T.patients}
        </Button>
        <Button
          component={Link}
          to={APP_ROUTES.calendar.path}
          variant="light"
          leftSection={<IconCalendar size={18} aria-hidden="true" />}
        >
          {T.agenda}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card
          title={T.today}
          action={
            <Anchor component={Link} to={APP_ROUTES.calendar.path} size="sm">
              {T.viewAll}
            </Anchor>
          }
        >
          <AppointmentList
            items={todayItems}
            loading={todays.isLoading}
            error={todays.isError}
            empty={
              <EmptyState
                icon={IconCalendarOff}
                message={T.todayNone}
                size="sm"
                action={
                  <Button
                    component={Link}
                    to={APP_ROUTES.newAppointment.path}
                    size="xs"
                    variant="light"
                  >
                    {T.bookOne}
                  </Button>
                }
              />
            }
            timeOnly
            testId="today-appointments"
          />
        </Card>
        <Card title={T.next}>
          <AppointmentList
            items={nextItems}
            loading={upcoming.isLoading}
            error={upcoming.isError}
            empty={<EmptyState icon={IconCalendarEvent} message={T.nextNone} size="sm" />}
            testId="next-appointments"
          />
        </Card>
        <Card title={T.messages}>
          <QueryState query={unread} loading={T.messages} error={TEXTS.common.loadError} size="sm">
            {(count) => (
              <Group justify="space-between" gap="sm">
                <Group gap="xs" wrap="nowrap">
                  <IconMessageCircle size={22} aria-hidden="true" />
                  <Text size="sm" data-testid="unread-messages">
                    {T.unread(count)}
                  </Text>
                </Group>
                <Button
                  component={Link}
                  to={APP_ROUTES.chatTherapist.path}
                  variant="light"
                  size="xs"
                >
                  {T.openChat}
                </Button>
              </Group>
            )}
          </QueryState>
        </Card>
        <Card
          title={T.notifications}
          action={
            <Anchor component={Link} to={APP_ROUTES.notifications.path} size="sm">
              {T.viewAllNotifications}
            </Anchor>
          }
        >
          <LatestNotifications limit={5} />
        </Card>
      </SimpleGrid>
      {ratingsCard}
    </Stack>
  );
}
