import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { Appointment } from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { ReasonField } from './reason-field.tsx';
import { useStatusChange } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { formatLong } from '../../../core/dates.ts';

const M = TEXTS.mine;

/** Asks before cancelling, with an optional reason the therapist will read. */
export function CancelDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const change = useStatusChange();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [appointment]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!appointment) return;
    await change.mutateAsync({ id: appointment.id, action: 'cancel', reason });
    notifications.show({ color: 'teal', message: M.cancel.done });
    onClose();
  }

  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={M.cancel.title}
      centered
      closeButtonProps={{ 'aria-label': M.common.close }}
    >
      {appointment ? (
        <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
          <Stack>
            <Text size="sm">
              {M.cancel.question(appointment.therapistName, formatLong(appointment.startsAt))}
            </Text>
            <ReasonField
              label={M.cancel.reason}
              placeholder={M.cancel.reasonPlaceholder}
              value={reason}
              onChange={setReason}
              autoFocus
            />
            <FormActions
              submit={M.cancel.submit}
              saving={change.isPending}
              color="red"
              align="end"
              cancel={{ label: M.cancel.keep, onClick: onClose, disabled: change.isPending }}
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
