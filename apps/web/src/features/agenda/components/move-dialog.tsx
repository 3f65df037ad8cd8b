import { Alert, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../core/api-client.ts';
import { useReschedule } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { formatRange } from '../../../core/dates.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { ReasonField } from './reason-field.tsx';

export interface PendingMove {
  id: string;
  patientName: string;
  oldStart: string;
  oldEnd: string;
  startsAt: string;
  endsAt: string;
  /** Puts the event back where it was. */
  revert: () => void;
}

/** Asks before a drag or resize on the calendar reschedules an appointment. */
export function MoveDialog({ move, onDone }: { move: PendingMove | null; onDone: () => void }) {
  const reschedule = useReschedule();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = (reverted: boolean) => {
    if (reverted) move?.revert();
    setReason('');
    setProblem(null);
    reschedule.reset();
    onDone();
  };

  const submit = () => {
    if (!move) return;
    setProblem(null);
    reschedule.mutate(
      { id: move.id, startsAt: move.startsAt, endsAt: move.endsAt, reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: TEXTS.calendar.moved });
          close(false);
        },
        onError: (err) => {
          // Field errors come without a dialog: say them here; anything else had its dialog.
          if (err instanceof ApiError && err.fieldErrors.length > 0) {
            setProblem(err.fieldErrors.map((e) => e.message).join(' '));
          } else close(true);
        },
      },
    );
  };

  return (
    <Modal
      opened={move !== null}
      onClose={() => close(true)}
      title={TEXTS.calendar.moveTitle}
      centered
      closeOnClickOutside={false}
    >
      {move ? (
        <Stack gap="sm" data-testid="move-dialog">
          <Text fw={600}>{TEXTS.calendar.moveQuestion(move.patientName)}</Text>
          <Text size="sm">
            <Text span c="dimmed">
              {TEXTS.calendar.from}:{' '}
            </Text>
            {formatRange(move.oldStart, move.oldEnd)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {TEXTS.calendar.to}:{' '}
            </Text>
            <strong>{formatRange(move.startsAt, move.endsAt)}</strong>
          </Text>
          <ReasonField
            label={TEXTS.calendar.reason}
            placeholder={TEXTS.calendar.reasonPlaceholder}
            value={reason}
            onChange={setReason}
            autoFocus
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <FormActions
            submit={TEXTS.calendar.confirmMove}
            saving={reschedule.isPending}
            onConfirm={submit}
            align="end"
            cancel={{
              label: TEXTS.common.cancel,
              onClick: () => close(true),
              disabled: reschedule.isPending,
            }}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
