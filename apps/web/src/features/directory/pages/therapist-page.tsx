import { Alert, Anchor, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus, IconMessage } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  APP_ROUTES,
  formatFee,
  MODALITIES,
  type Slot,
  type TherapistProfile,
} from '@armonia/shared';
import { BookingDialog, type BookingStart, type ChosenTherapist } from '../../agenda/index.ts';
import { openChatWith } from '../../chat/index.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { SpanishDates } from '../../../components/spanish-dates.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { localDate } from '../../../core/dates.ts';
import { useTherapistProfile } from '../api/directory.ts';
import { OpinionsList } from '../components/opinions-list.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { TwoWeekSlots } from '../components/two-week-slots.tsx';
import { TEXTS } from '../texts.ts';

const P = TEXTS.profile;

/** The booking dialog's view of the therapist whose profile this is. */
function bookingTherapist(p: TherapistProfile): ChosenTherapist {
  return {
    id: p.id,
    name: p.name,
    timezone: p.timezone,
    sessionMinutes: p.sessionMinutes,
    cancelNoticeHours: p.cancelNoticeHours,
    officeAddress: p.officeAddress,
    firstBooking: !p.viewer.linked,
    modalities: p.modality === 'ambas' ? MODALITIES : [p.modality],
  };
}

function NotFound() {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="profile-not-found">
      <Stack align="flex-start" gap="sm">
        <Title order={2} size="h4">
          {P.notFound}
        </Title>
        <Button component={Link} to={APP_ROUTES.directory.path} variant="light">
          {P.back}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /directorio-terapeutas/:slug: the profile, its opinions and its free slots; a patient books
 * here (the first booking links them) and, once linked, messages the therapist.
 * `?agendar=<ISO start>` (the public site's sign-up coming back) opens the booking on that slot.
 */
export default function TherapistPage() {
  const { slug = '' } = useParams();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const profile = useTherapistProfile(slug);
  const [booking, setBooking] = useState<BookingStart | null>(null);

  const requested = params.get('agendar');
  useEffect(() => {
    if (requested === null || !profile.data) return;
    const start = Date.parse(requested);
    setBooking(
      Number.isNaN(start)
        ? { therapistId: profile.data.id }
        : {
            therapistId: profile.data.id,
            date: localDate(new Date(start)),
            startsAt: new Date(start).toISOString(),
          },
    );
    setParams({}, { replace: true });
  }, [requested, profile.data, setParams]);

  const chosen = useMemo(
    () => (profile.data ? bookingTherapist(profile.data) : undefined),
    [profile.data],
  );
  const isPatient = user?.Rol === 'Paciente';
  const missing = profile.error instanceof ApiError && profile.error.status === 404;

  const pick = (slot: Slot) =>
    setBooking({
      therapistId: profile.data!.id,
      date: localDate(new Date(slot.start)),
      startsAt: slot.start,
    });

  return (
    <SpanishDates>
      <Anchor
        component={Link}
        to={APP_ROUTES.directory.path}
        size="sm"
        mb="sm"
        display="inline-flex"
      >
        <IconArrowLeft size={16} aria-hidden="true" style={{ marginRight: 4 }} />
        {P.back}
      </Anchor>
      {missing ? (
        <NotFound />
      ) : (
        <QueryState
          query={profile}
          loading={P.loading}
          centered="xl"
          error={P.error}
          retry={TEXTS.list.retry}
        >
          {(p) => (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
                <Stack gap="lg">
                  <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                    <ProfileDetails
                      p={{
                        ...p,
                        therapies: p.therapies.map((t) => t.name),
                        languages: p.languages.map((l) => l.name),
                      }}
                    />
                  </Paper>
                  <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section">
                    <Stack gap="md">
                      <Title order={2} size="h4">
                        {P.opinions}
                      </Title>
                      <RatingSummary rating={p.rating} distribution={p.distribution} />
                      <OpinionsList slug={p.slug} />
                    </Stack>
                  </Paper>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  component="section"
                  data-testid="booking-panel"
                >
                  <Stack gap="md">
                    <div>
                      <Text size="sm" c="dimmed">
                        {P.fee}
                      </Text>
                      <Text fw={700} size="xl">
                        {formatFee(p.fee, p.currency)}
                      </Text>
                      <Text size="sm">{P.session(p.sessionMinutes)}</Text>
                    </div>
                    {isPatient ? (
                      <Stack gap="xs">
                        <Button
                          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
                          disabled={!p.viewer.canBook}
                          onClick={() => setBooking({ therapistId: p.id })}
                        >
                          {P.book}
                        </Button>
                        {p.viewer.bookingNote ? (
                          <Alert color="gray" variant="light">
                            {p.viewer.bookingNote}
                          </Alert>
                        ) : null}
                        <Button
                          variant="default"
                          leftSection={<IconMessage size={18} aria-hidden="true" />}
                          disabled={!p.viewer.canMessage || !p.email}
                          onClick={() =>
                            openChatWith({ email: p.email!, userName: p.name, userId: p.id })
                          }
                        >
                          {P.message}
                        </Button>
                        {!p.viewer.canMessage ? (
                          <Text size="xs" c="dimmed">
                            {P.messageAfterBooking}
                          </Text>
                        ) : null}
                      </Stack>
                    ) : user?.id === p.id ? (
                      <Text size="sm" c="dimmed">
                        {P.therapistView}
                      </Text>
                    ) : null}
                    <Stack gap="xs">
                      <Title order={2} size="h5">
                        {P.slots}
                      </Title>
                      {isPatient && p.viewer.canBook ? (
                        <Text size="xs" c="dimmed">
                          {P.slotsHint}
                        </Text>
                      ) : null}
                      <TwoWeekSlots
                        slug={p.slug}
                        onPick={pick}
                        disabled={!isPatient || !p.viewer.canBook}
                      />
                    </Stack>
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
          )}
        </QueryState>
      )}
      {chosen ? (
        <BookingDialog
          opened={booking !== null}
          start={booking ?? undefined}
          therapist={chosen}
          onClose={() => {
            setBooking(null);
            void profile.refetch();
          }}
        />
      ) : null}
    </SpanishDates>
  );
}
