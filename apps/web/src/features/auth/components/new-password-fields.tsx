import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXTS } from '../texts.ts';

/** A new password and its confirmation, as sign-up and the reset link ask for them. */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>(props: {
  form: UseFormReturnType<T>;
  label: string;
}) {
  const { form } = props;
  return (
    <>
      <PasswordInput
        label={props.label}
        description={TEXTS.common.newPasswordHint}
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={TEXTS.common.confirmPassword}
        autoComplete="new-password"
        required
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
