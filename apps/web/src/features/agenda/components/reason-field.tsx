import { Textarea } from '@mantine/core';

/** The optional "why" of a change of an appointment, kept in its history (500 characters). */
export function ReasonField(props: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The field takes the focus when its dialog opens. */
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      maxLength={500}
      autosize
      minRows={2}
      data-autofocus={props.autoFocus || undefined}
    />
  );
}
