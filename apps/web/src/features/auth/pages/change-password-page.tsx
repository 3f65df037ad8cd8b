import { Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordBodySchema } from '@armonia/shared';
import { showSuccessSave } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

export default function ChangePasswordPage() {
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.reset();
        void showSuccessSave({
          title: 'Exitoso',
          secondTitle: 'Contraseña actualizada',
          message: `${answer.message} Cerramos tus sesiones en otros dispositivos.`,
        });
      },
      onError: (err) => applyFieldErrors(form, err),
    }),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520}>
      <Text c="dimmed" mb="md">
        Por seguridad, al cambiar tu contraseña se cerrarán tus sesiones abiertas en otros
        dispositivos.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="Contraseña nueva"
            description="Al menos 8 caracteres; evita contraseñas comunes."
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirma la contraseña nueva"
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
