import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Appointment } from '@armonia/shared';
import { FormDialog, useLastShown } from '../../../components/form-dialog.tsx';
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
 * saving) and the submit button. A failed `onSubmit` has already told the user. While it fades
 * out, it still shows the appointment it was about.
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
  const { appointment, onClose, onSubmit, children, ...form } = props;
  const shown = useLastShown(appointment);
  return (
    <FormDialog
      {...form}
      opened={appointment !== null}
      onClose={onClose}
      closeLabel={TEXTS.mine.common.close}
      lockWhileSaving
      onSubmit={(e) => {
        e.preventDefault();
        if (appointment) void onSubmit(appointment).catch(() => undefined);
      }}
    >
      {shown ? children(shown) : null}
    </FormDialog>
  );
}
