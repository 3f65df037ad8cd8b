import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendar,
  IconCalendarEvent,
  IconCalendarOff,
  IconCalendarPlus,
  IconMessageCircle,
  IconUsers,
  type Icon,
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

/** The ways into the agenda at the top of the page; the first one stands out. */
const QUICK_ACTIONS: { to: string; label: string; icon: Icon; variant?: 'light' }[] = [
  { to: APP_ROUTES.newAppointment.path, label: T.newAppointment, icon: IconCalendarPlus },
  { to: APP_ROUTES.patients.path, label: T.patients, icon: IconUsers, variant: 'light' },
  { to: APP_ROUTES.calendar.path, label: T.agenda, icon: IconCalendar, variant: 'light' },
];

/** A small light button that leads to another screen, inside a card. */
function SmallLinkButton(props: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={props.to} size="xs" variant="light">
      {props.children}
    </Button>
  );
}

function Card({
  title,
  children,
  more,
}: {
  title: string;
  children: ReactNode;
  /** The link to the whole list, beside the title. */
  more?: { to: string; label: string };
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {more ? (
          <Anchor component={Link} to={more.to} size="sm">
            {more.label}
          </Anchor>
        ) : null}
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
        {QUICK_ACTIONS.map(({ to, label, icon: Icon, variant }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant={variant}
            leftSection={<Icon size={18} aria-hidden="true" />}
          >
            {label}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card title={T.today} more={{ to: APP_ROUTES.calendar.path, label: T.viewAll }}>
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
                  <SmallLinkButton to={APP_ROUTES.newAppointment.path}>{T.bookOne}</SmallLinkButton>
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
                <SmallLinkButton to={APP_ROUTES.chatTherapist.path}>{T.openChat}</SmallLinkButton>
              </Group>
            )}
          </QueryState>
        </Card>
        <Card
          title={T.notifications}
          more={{ to: APP_ROUTES.notifications.path, label: T.viewAllNotifications }}
        >
          <LatestNotifications limit={5} />
        </Card>
      </SimpleGrid>
      {ratingsCard}
    </Stack>
  );
}
