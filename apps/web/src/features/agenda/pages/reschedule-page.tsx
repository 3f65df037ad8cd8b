import { Alert, Button, Divider, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconCalendarOff } from '@tabler/icons-react';
import { APP_ROUTES, type Appointment, type Slot } from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { showSuccessSave } from '../../../core/dialogs.tsx';
import { useAppointment, useAppointments, useReschedule } from '../api/appointments.ts';
import { AgendaFormPage } from '../components/agenda-form-page.tsx';
import { minutesBetween } from '../components/agenda-time.ts';
import { ReasonField } from '../components/reason-field.tsx';
import { formatLong, formatRange, formatShort, localDate } from '../../../core/dates.ts';
import { SlotPicker } from '../components/slot-picker.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

const T = TEXTS.reschedule;

function initialDate(a: Appointment): string {
  const today = localDate(new Date());
  const day = localDate(new Date(a.startsAt));
  return day < today ? today : day;
}

function MoveForm({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const reschedule = useReschedule();
  const [date, setDate] = useState<string | null>(() => initialDate(appointment));
  const [slot, setSlot] = useState<Slot | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ startsAt?: string; reason?: string }>({});
  const chooseSlot = useCallback((s: Slot | null) => {
    setSlot(s);
    if (s) setErrors((e) => ({ ...e, startsAt: undefined }));
  }, []);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!slot) return setErrors({ startsAt: TEXTS.slots.required });
    reschedule.mutate(
      { id: appointment.id, startsAt: slot.start, reason },
      {
        onSuccess: async (a) => {
          await showSuccessSave({
            title: T.successTitle,
            message: T.successMessage(formatLong(a.startsAt)),
          });
          void navigate(`/appointments/${a.id}`);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors.length > 0) {
            setErrors(
              Object.fromEntries(
                err.fieldErrors.map((f) => [
                  f.field === 'endsAt' ? 'startsAt' : f.field,
                  f.message,
                ]),
              ),
            );
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="reschedule-form">
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group justify="space-between" gap="xs">
            <div>
              <Text size="sm" c="dimmed">
                {T.current}
              </Text>
              <Text fw={600}>{appointment.patientName}</Text>
              <Text size="sm">{formatRange(appointment.startsAt, appointment.endsAt)}</Text>
            </div>
            <StatusBadge status={appointment.status} />
          </Group>
        </Paper>
        <SlotPicker
          date={date}
          onDateChange={(d) => {
            setDate(d);
            setSlot(null);
          }}
          duration={minutesBetween(appointment.startsAt, appointment.endsAt)}
          excludeAppointmentId={appointment.id}
          value={slot?.start ?? null}
          onChange={chooseSlot}
          error={errors.startsAt}
        />
        <ReasonField
          label={T.reason}
          placeholder={T.reasonPlaceholder}
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        <FormActions submit={T.submit} saving={reschedule.isPending} />
      </Stack>
    </form>
  );
}

/** /dashboard/reschedule: move one of the therapist's upcoming appointments to a free slot. */
export default function ReschedulePage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const upcoming = useAppointments({ when: 'upcoming', pageSize: 100 });
  const listed = upcoming.data?.items.find((a) => a.id === id);
  // A preselected appointment may be outside the upcoming page (e.g. today, already begun).
  const single = useAppointment(id && upcoming.isSuccess && !listed ? id : undefined);

  const choices = useMemo(() => {
    const items = (upcoming.data?.items ?? []).filter((a) => a.can.reschedule);
    if (single.data && single.data.can.reschedule && !items.some((a) => a.id === single.data.id)) {
      items.unshift(single.data);
    }
    return items;
  }, [upcoming.data, single.data]);
  const selected = choices.find((a) => a.id === id) ?? null;

  return (
    <AgendaFormPage title={T.submit} intro={T.intro}>
      <QueryState
        query={upcoming}
        loading={TEXTS.calendar.loading}
        error={TEXTS.common.loadError}
        empty={
          <EmptyState
            icon={IconCalendarOff}
            message={T.none}
            action={
              <Button component={Link} to={APP_ROUTES.newAppointment.path} variant="light">
                {TEXTS.calendar.newAppointment}
              </Button>
            }
          />
        }
        isEmpty={() => choices.length === 0 && !single.isLoading}
      >
        {() => (
          <>
            <Select
              label={T.appointment}
              placeholder={T.appointmentPlaceholder}
              required
              searchable
              data={choices.map((a) => ({
                value: a.id,
                label: `${formatShort(a.startsAt)} · ${a.patientName}`,
              }))}
              value={selected?.id ?? null}
              onChange={(v) => setParams(v ? { id: v } : {}, { replace: true })}
              allowDeselect={false}
              data-testid="reschedule-appointment"
            />
            {id && !selected && (listed !== undefined || single.isFetched) ? (
              <Alert color="orange">{T.notAllowed}</Alert>
            ) : null}
            {selected ? (
              <>
                <Divider />
                <MoveForm key={selected.id} appointment={selected} />
              </>
            ) : null}
          </>
        )}
      </QueryState>
    </AgendaFormPage>
  );
}
