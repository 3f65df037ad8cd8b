import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { recoverPasswordBodySchema, resetPasswordBodySchema } from '@armonia/shared';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useRecoverPassword, useResetPassword } from '../api/recover-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

/** /recuperar-contrasena: asks for the e-mail; with ?token from the mail, sets the new password. */
export default function RecoverPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetForm token={token} /> : <RequestForm />;
}

function RequestForm() {
  const recover = useRecoverPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(recoverPasswordBodySchema, { sync: true }),
  });

  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Te enviaremos un enlace para elegir una contraseña nueva."
    >
      {recover.isSuccess ? (
        <Alert color="teal" icon={<IconCircleCheck />} role="status" title="Revisa tu correo">
          {recover.data.message}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            recover.mutate(values, { onError: (err) => applyFieldErrors(form, err) }),
          )}
        >
          <Stack>
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={recover.isPending} fullWidth>
              Enviar enlace
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Volver a iniciar sesión
        </Anchor>
      </Text>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordBodySchema, { sync: true }),
  });

  return (
    <AuthCard
      title="Elige una contraseña nueva"
      subtitle="El enlace vale una sola vez durante una hora."
    >
      {reset.isSuccess ? (
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck />} role="status" title="Listo">
            {reset.data.message} Ya puedes iniciar sesión con ella.
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Iniciar sesión
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            reset.mutate(values, { onError: (err) => applyFieldErrors(form, err) }),
          )}
        >
          <Stack>
            {reset.isError && !form.errors.password && !form.errors.confirmPassword ? (
              <Alert color="red" icon={<IconAlertCircle />} role="alert">
                {reset.error.message}{' '}
                <Anchor component={Link} to="/recuperar-contrasena">
                  Solicita un enlace nuevo
                </Anchor>
                .
              </Alert>
            ) : null}
            <NewPasswordFields form={form} label="Contraseña nueva" />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Guardar contraseña
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
