import { Modal, Stack, type MantineSpacing, type ModalProps } from '@mantine/core';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { FormActions } from './form-actions.tsx';

/**
 * A centred dialog holding a form: its fields, then the cancel button (which closes the dialog)
 * and the submit button, at the end.
 */
export function FormDialog({
  onSubmit,
  submit,
  saving,
  cancel,
  color,
  lockWhileSaving,
  closeLabel,
  gap,
  testId,
  children,
  ...frame
}: Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: string;
  saving: boolean;
  cancel: string;
  /** Red for changes that end something. */
  color?: string;
  /** The cancel button waits for the saving to end. */
  lockWhileSaving?: boolean;
  /** The name of the close (×) button. */
  closeLabel?: string;
  gap?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      {...frame}
      centered
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap={gap}>
          {children}
          <FormActions
            submit={submit}
            saving={saving}
            color={color}
            align="end"
            cancel={{
              label: cancel,
              onClick: frame.onClose,
              disabled: lockWhileSaving && saving,
            }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What a dialog opened for `value` (open while it is set) shows: the last value it was opened
 * for, so that it keeps its content while it fades out.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return shown;
}
