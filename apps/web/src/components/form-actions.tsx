import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

const JUSTIFY = { end: 'flex-end', between: 'space-between' } as const;

/**
 * The row of buttons under a form: any extra buttons, the plain cancel button, then the submit
 * button (busy while saving). At the start of the row, at its end in dialogs and editors, or
 * spread to both ends.
 */
export function FormActions(props: {
  submit: ReactNode;
  saving: boolean;
  align?: keyof typeof JUSTIFY;
  gap?: MantineSpacing;
  cancel?: { label: string; onClick: () => void; disabled?: boolean };
  /** Red for changes that end something. */
  color?: string;
  /** Outside a form: the button calls this instead of submitting. */
  onConfirm?: () => void;
  /** Buttons before the cancel and submit ones (a cancel link, a preview). */
  children?: ReactNode;
}) {
  const { cancel } = props;
  return (
    <Group justify={props.align && JUSTIFY[props.align]} gap={props.gap}>
      {props.children}
      {cancel ? (
        <Button variant="default" onClick={cancel.onClick} disabled={cancel.disabled}>
          {cancel.label}
        </Button>
      ) : null}
      <Button
        type={props.onConfirm ? 'button' : 'submit'}
        color={props.color}
        loading={props.saving}
        onClick={props.onConfirm}
      >
        {props.submit}
      </Button>
    </Group>
  );
}
