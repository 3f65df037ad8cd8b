import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { Appointment, Slot } from '@armonia/shared';
import { ApiError } from '../../../core/api-client.ts';
import { ReasonField } from './reason-field.tsx';
import { useReschedule } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { AppointmentFormDialog, type AppointmentDialogProps } from './patient-dialog.tsx';
import { formatRange, localDate } from '../../../core/dates.ts';
import { SlotChooser } from './slot-chooser.tsx';

const M = TEXTS.mine;

/** The patient moves an appointment to another free slot of the same therapist. */
export function RescheduleDialog({ appointment, onClose }: AppointmentDialogProps) {
  const reschedule = useReschedule();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!appointment) return;
    setDate(localDate(new Date(appointment.startsAt)));
    setSlot(null);
    setReason('');
    setError(undefined);
  }, [appointment]);

  async function submit(a: Appointment) {
    if (!slot) return setError(M.slots.required);
    try {
      await reschedule.mutateAsync({ id: a.id, startsAt: slot.start, reason });
      notifications.show({ color: 'teal', message: M.reschedule.done });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setError(err.fieldErrors.map((f) => f.message).join(' '));
      }
    }
  }

  return (
    <AppointmentFormDialog
      appointment={appointment}
      onClose={onClose}
      title={M.reschedule.title}
      size="lg"
      onSubmit={submit}
      submit={M.reschedule.submit}
      saving={reschedule.isPending}
      cancel={M.common.cancel}
    >
      {(a) => (
        <>
          <Text size="sm">
            {M.card.with(a.therapistName)} ·{' '}
            {M.reschedule.current(formatRange(a.startsAt, a.endsAt))}
          </Text>
          <SlotChooser
            therapistId={a.therapistId}
            excludeAppointmentId={a.id}
            date={date}
            onDateChange={setDate}
            value={slot?.start ?? null}
            onChange={(s) => {
              setSlot(s);
              if (s) setError(undefined);
            }}
            error={error}
          />
          <ReasonField
            label={M.reschedule.reason}
            placeholder={M.reschedule.reasonPlaceholder}
            value={reason}
            onChange={setReason}
          />
        </>
      )}
    </AppointmentFormDialog>
  );
}
