import { Modal, Stack, Text } from '@mantine/core';
import { FormActions } from '../../../components/form-actions.tsx';
import { ReasonField } from './reason-field.tsx';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { STATUS_COLORS } from '@armonia/shared';
import { useStatusChange, type StatusAction } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';

const DESTRUCTIVE: StatusAction[] = ['cancel', 'no-show'];

/** Asks before a change of state, with an optional reason kept in the history. */
export function StatusActionDialog(props: {
  appointmentId: string;
  action: StatusAction | null;
  onClose: () => void;
}) {
  const change = useStatusChange();
  const [reason, setReason] = useState('');
  const t = props.action ? TEXTS.actions[props.action] : null;

  const close = () => {
    setReason('');
    props.onClose();
  };

  return (
    <Modal opened={props.action !== null} onClose={close} title={t?.title} centered>
      {props.action && t ? (
        <Stack gap="sm" data-testid="status-dialog">
          <Text>{t.question}</Text>
          <ReasonField label={TEXTS.actions.reason} value={reason} onChange={setReason} autoFocus />
          <FormActions
            submit={t.button}
            saving={change.isPending}
            color={DESTRUCTIVE.includes(props.action) ? STATUS_COLORS.no_asistio.hex : undefined}
            onConfirm={() =>
              change.mutate(
                { id: props.appointmentId, action: props.action!, reason },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: TEXTS.detail.changed });
                    close();
                  },
                },
              )
            }
            align="end"
            cancel={{ label: TEXTS.actions.keep, onClick: close, disabled: change.isPending }}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
