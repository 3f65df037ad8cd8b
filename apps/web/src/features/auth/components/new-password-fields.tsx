import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN } from '@armonia/shared';

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
        description={`Al menos ${PASSWORD_MIN} caracteres.`}
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirma la contraseña"
        autoComplete="new-password"
        required
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
