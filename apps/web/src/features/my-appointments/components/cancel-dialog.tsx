import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { Appointment } from '@armonia/shared';
import { DialogActions, ReasonField, useStatusChange } from '../../agenda/index.ts';
import { TEXTS } from '../texts.ts';
import { formatLong } from '../../../core/dates.ts';

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
    notifications.show({ color: 'teal', message: TEXTS.cancel.done });
    onClose();
  }

  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={TEXTS.cancel.title}
      centered
      closeButtonProps={{ 'aria-label': TEXTS.common.close }}
    >
      {appointment ? (
        <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
          <Stack>
            <Text size="sm">
              {TEXTS.cancel.question(appointment.therapistName, formatLong(appointment.startsAt))}
            </Text>
            <ReasonField
              label={TEXTS.cancel.reason}
              placeholder={TEXTS.cancel.reasonPlaceholder}
              value={reason}
              onChange={setReason}
              autoFocus
            />
            <DialogActions
              cancelLabel={TEXTS.cancel.keep}
              confirmLabel={TEXTS.cancel.submit}
              pending={change.isPending}
              onCancel={onClose}
              color="red"
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
