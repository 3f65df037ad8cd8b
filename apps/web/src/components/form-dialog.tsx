import { Modal, Stack, type MantineSpacing, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
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
  gap,
  testId,
  children,
  ...frame
}: Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: string;
  saving: boolean;
  cancel: string;
  gap?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Modal {...frame} centered>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap={gap}>
          {children}
          <FormActions
            submit={submit}
            saving={saving}
            align="end"
            cancel={{ label: cancel, onClick: frame.onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
