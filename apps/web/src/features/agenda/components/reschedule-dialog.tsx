import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { Appointment, Slot } from '@armonia/shared';
import { ApiError } from '../../../core/api-client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { ReasonField } from './reason-field.tsx';
import { useReschedule } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { formatRange, localDate } from '../../../core/dates.ts';
import { SlotChooser } from './slot-chooser.tsx';

const M = TEXTS.mine;

/** The patient moves an appointment to another free slot of the same therapist. */
export function RescheduleDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
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

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!appointment) return;
    if (!slot) return setError(M.slots.required);
    try {
      await reschedule.mutateAsync({ id: appointment.id, startsAt: slot.start, reason });
      notifications.show({ color: 'teal', message: M.reschedule.done });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setError(err.fieldErrors.map((f) => f.message).join(' '));
      }
    }
  }

  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={M.reschedule.title}
      centered
      closeButtonProps={{ 'aria-label': M.common.close }}
      size="lg"
    >
      {appointment ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Text size="sm">
              {M.card.with(appointment.therapistName)} ·{' '}
              {M.reschedule.current(formatRange(appointment.startsAt, appointment.endsAt))}
            </Text>
            <SlotChooser
              therapistId={appointment.therapistId}
              excludeAppointmentId={appointment.id}
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
            <FormActions
              submit={M.reschedule.submit}
              saving={reschedule.isPending}
              align="end"
              cancel={{ label: M.common.cancel, onClick: onClose, disabled: reschedule.isPending }}
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
