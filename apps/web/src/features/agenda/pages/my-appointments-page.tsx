import { Button, Grid, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAddressBook, IconCalendarPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APP_ROUTES, type Appointment } from '@armonia/shared';
import { useBookableTherapists } from '../api/appointments.ts';
import { MyAppointmentList } from '../components/my-appointment-list.tsx';
import type { CardActions } from '../components/my-appointment-card.tsx';
import { BookingDialog, type BookingStart } from '../components/booking-dialog.tsx';
import { CancelDialog } from '../components/cancel-dialog.tsx';
import { SpanishDates } from '../../../components/spanish-dates.tsx';
import { FeedUrlCard } from '../components/feed-url-card.tsx';
import { RescheduleDialog } from '../components/reschedule-dialog.tsx';
import { useLiveAgenda } from '../components/use-live-agenda.ts';
import { WaitlistSection } from '../components/waitlist-section.tsx';
import { TEXTS } from '../texts.ts';

const M = TEXTS.mine;

export interface MyAppointmentsPageProps {
  /** The ratings feature's dialog for a completed appointment, passed in by app/. */
  RateDialog: ComponentType<{ appointment: Appointment | null; onClose: () => void }>;
}

/** A new patient has no therapist yet: the way forward is the directory, not a dead end. */
function FindTherapistCard() {
  return (
    <Paper withBorder radius="md" p="lg" bg="teal.0" data-testid="find-therapist">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {M.findTherapist.title}
        </Title>
        <Text>{M.findTherapist.text}</Text>
        <Button
          component={Link}
          to={APP_ROUTES.directory.path}
          leftSection={<IconAddressBook size={18} aria-hidden="true" />}
        >
          {M.findTherapist.action}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /dashboard (Mis citas): the patient's appointments, booking, waiting list and calendar feed. */
export default function MyAppointmentsPage({ RateDialog }: MyAppointmentsPageProps) {
  useLiveAgenda();
  const [tab, setTab] = useState<string | null>('upcoming');
  const [booking, setBooking] = useState(false);
  const [bookingStart, setBookingStart] = useState<BookingStart | undefined>();
  const [params, setParams] = useSearchParams();
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [rating, setRating] = useState<Appointment | null>(null);
  const therapists = useBookableTherapists();
  const noTherapist = therapists.data?.length === 0;

  const actions = useMemo<CardActions>(
    () => ({
      onReschedule: setMoving,
      onCancel: setCancelling,
      onRate: setRating,
    }),
    [],
  );

  // A waitlist offer links here with ?agendar=<therapist>&fecha=<yyyy-MM-dd>: open the booking
  // on that therapist and day, then drop the parameters so a reload does not reopen it.
  useEffect(() => {
    const therapistId = params.get('agendar');
    if (!therapistId) return;
    const date = params.get('fecha') ?? '';
    setBookingStart({
      therapistId,
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    });
    setBooking(true);
    setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <SpanishDates>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            {noTherapist ? <FindTherapistCard /> : null}
            <Group justify="flex-end">
              <Button
                leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
                onClick={() => {
                  setBookingStart(undefined);
                  setBooking(true);
                }}
                data-testid="book-appointment"
              >
                {M.booking.open}
              </Button>
            </Group>
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List aria-label={M.tabs.label}>
                <Tabs.Tab value="upcoming">{M.tabs.upcoming}</Tabs.Tab>
                <Tabs.Tab value="past">{M.tabs.past}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="upcoming" pt="md">
                <MyAppointmentList
                  when="upcoming"
                  actions={actions}
                  onBook={() => {
                    setBookingStart(undefined);
                    setBooking(true);
                  }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="past" pt="md">
                <MyAppointmentList when="past" actions={actions} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <WaitlistSection />
            <FeedUrlCard />
          </Stack>
        </Grid.Col>
      </Grid>
      <BookingDialog opened={booking} start={bookingStart} onClose={() => setBooking(false)} />
      <RescheduleDialog appointment={moving} onClose={() => setMoving(null)} />
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      <RateDialog appointment={rating} onClose={() => setRating(null)} />
    </SpanishDates>
  );
}
