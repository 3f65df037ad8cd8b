import type { ReactNode } from 'react';

/** A form control under its label; what follows the label (control, hint, error) as children. */
export function LabeledField(props: {
  className: string | undefined;
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
    </div>
  );
}
