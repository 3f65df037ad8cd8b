import { Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Appointment } from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { TEXTS } from '../texts.ts';

/** A dialog about one of the patient's appointments: open while `appointment` is set. */
export interface AppointmentDialogProps {
  appointment: Appointment | null;
  onClose: () => void;
}

/** The frame of the patient's appointment dialogs: centred, with a named close button. */
export function PatientDialog(
  props: Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size' | 'children'>,
) {
  return <Modal {...props} centered closeButtonProps={{ 'aria-label': TEXTS.mine.common.close }} />;
}

/**
 * A patient's dialog with a form about one appointment: its fields, then the way out (not while
 * saving) and the submit button. A failed `onSubmit` has already told the user.
 */
export function AppointmentFormDialog(
  props: AppointmentDialogProps & {
    title: string;
    size?: ModalProps['size'];
    onSubmit: (appointment: Appointment) => Promise<void>;
    submit: string;
    saving: boolean;
    /** Red for changes that end something. */
    color?: string;
    cancel: string;
    children: (appointment: Appointment) => ReactNode;
  },
) {
  const { appointment, onClose } = props;
  return (
    <PatientDialog
      opened={appointment !== null}
      onClose={onClose}
      title={props.title}
      size={props.size}
    >
      {appointment ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void props.onSubmit(appointment).catch(() => undefined);
          }}
          noValidate
        >
          <Stack>
            {props.children(appointment)}
            <FormActions
              submit={props.submit}
              saving={props.saving}
              color={props.color}
              align="end"
              cancel={{ label: props.cancel, onClick: onClose, disabled: props.saving }}
            />
          </Stack>
        </form>
      ) : null}
    </PatientDialog>
  );
}
