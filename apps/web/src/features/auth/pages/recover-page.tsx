import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { recoverPasswordBodySchema, resetPasswordBodySchema } from '@armonia/shared';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useRecoverPassword, useResetPassword } from '../api/recover-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthSwitchLink, EmailField } from '../components/auth-form-parts.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { TEXTS } from '../texts.ts';

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
    <AuthCard title={TEXTS.recover.title} subtitle={TEXTS.recover.subtitle}>
      {recover.isSuccess ? (
        <Alert
          color="teal"
          icon={<IconCircleCheck />}
          role="status"
          title={TEXTS.recover.checkMail}
        >
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
            <EmailField form={form} />
            <Button type="submit" loading={recover.isPending} fullWidth>
              {TEXTS.recover.send}
            </Button>
          </Stack>
        </form>
      )}
      <AuthSwitchLink to="/login">{TEXTS.recover.back}</AuthSwitchLink>
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
    <AuthCard title={TEXTS.reset.title} subtitle={TEXTS.reset.subtitle}>
      {reset.isSuccess ? (
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck />} role="status" title={TEXTS.reset.done}>
            {reset.data.message} {TEXTS.reset.doneHint}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {TEXTS.common.signIn}
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
                  {TEXTS.reset.newLink}
                </Anchor>
                .
              </Alert>
            ) : null}
            <NewPasswordFields form={form} name="password" label={TEXTS.reset.password} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {TEXTS.reset.save}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
