import { Button, Group, Textarea } from '@mantine/core';

/** The optional "why" of a change of an appointment, kept in its history (500 characters). */
export function ReasonField(props: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** The field takes the focus when its dialog opens. */
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      maxLength={500}
      autosize
      minRows={2}
      data-autofocus={props.autoFocus || undefined}
    />
  );
}

/** The two buttons closing an appointment dialog: leave it as it was, or go ahead. */
export function DialogActions(props: {
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** Red for changes that end an appointment. */
  color?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
        {props.cancelLabel}
      </Button>
      <Button
        type={props.onConfirm ? 'button' : 'submit'}
        color={props.color}
        loading={props.pending}
        onClick={props.onConfirm}
      >
        {props.confirmLabel}
      </Button>
    </Group>
  );
}
