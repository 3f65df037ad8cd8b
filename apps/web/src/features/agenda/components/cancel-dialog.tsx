import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { Appointment } from '@armonia/shared';
import { ReasonField } from './reason-field.tsx';
import { useStatusChange } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { AppointmentFormDialog, type AppointmentDialogProps } from './patient-dialog.tsx';
import { formatLong } from '../../../core/dates.ts';

const M = TEXTS.mine;

/** Asks before cancelling, with an optional reason the therapist will read. */
export function CancelDialog({ appointment, onClose }: AppointmentDialogProps) {
  const change = useStatusChange();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [appointment]);

  async function submit(a: Appointment) {
    await change.mutateAsync({ id: a.id, action: 'cancel', reason });
    notifications.show({ color: 'teal', message: M.cancel.done });
    onClose();
  }

  return (
    <AppointmentFormDialog
      appointment={appointment}
      onClose={onClose}
      title={M.cancel.title}
      onSubmit={submit}
      submit={M.cancel.submit}
      saving={change.isPending}
      color="red"
      cancel={M.cancel.keep}
    >
      {(a) => (
        <>
          <Text size="sm">{M.cancel.question(a.therapistName, formatLong(a.startsAt))}</Text>
          <ReasonField
            label={M.cancel.reason}
            placeholder={M.cancel.reasonPlaceholder}
            value={reason}
            onChange={setReason}
            autoFocus
          />
        </>
      )}
    </AppointmentFormDialog>
  );
}
