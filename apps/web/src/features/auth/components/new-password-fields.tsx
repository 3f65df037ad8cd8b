import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXTS } from '../texts.ts';

/** A required password input bound to one field of a form. */
export function PasswordField<T>(props: {
  form: UseFormReturnType<T>;
  name: keyof T & string;
  label: string;
  description?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { form, name, ...input } = props;
  return <PasswordInput {...input} required key={form.key(name)} {...form.getInputProps(name)} />;
}

/**
 * A new password and its confirmation, as sign-up, the reset link and the change of password ask
 * for them.
 */
export function NewPasswordFields<
  K extends string,
  T extends Record<K, string> & { confirmPassword: string },
>(props: {
  form: UseFormReturnType<T>;
  /** The new password's field. */
  name: K;
  label: string;
  hint?: string;
  confirmLabel?: string;
}) {
  const { form } = props;
  return (
    <>
      <PasswordField
        form={form}
        name={props.name}
        label={props.label}
        description={props.hint ?? TEXTS.common.newPasswordHint}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="confirmPassword"
        label={props.confirmLabel ?? TEXTS.common.confirmPassword}
        autoComplete="new-password"
      />
    </>
  );
}
