import { Button, Grid, Group, Stack, Tabs } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@armonia/shared';
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
                <MyAppointmentList when="upcoming" actions={actions} />
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
