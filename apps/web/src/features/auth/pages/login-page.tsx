import { Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { API_TEXTS, ERROR_DIALOG_TITLE, loginBodySchema, type LoginBody } from '@armonia/shared';
import { showMessage } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { safeReturnUrl, withReturnUrl } from '../../../core/return-url.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthSwitchLink, EmailField } from '../components/auth-form-parts.tsx';
import { PasswordField } from '../components/new-password-fields.tsx';
import { TEXTS } from '../texts.ts';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const expired = (location.state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  const told = useRef(false);
  useEffect(() => {
    if (!expired || told.current) return;
    told.current = true;
    // Said once: the flag is dropped from the history entry right away.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // After this render: the dialog host attaches its listeners in its own (parent) effect.
    setTimeout(
      () =>
        void showMessage({
          kind: 'warning',
          title: ERROR_DIALOG_TITLE,
          message: API_TEXTS.sessionExpired,
        }),
      0,
    );
  }, [expired, navigate, location.pathname, location.search]);
  const login = useLogin();
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: (user) =>
        void navigate(safeReturnUrl(params.get('returnUrl'), user.Rol), { replace: true }),
      onError: (err) => applyFieldErrors(form, err),
    });
  });

  return (
    <AuthCard title={TEXTS.common.signIn} subtitle={TEXTS.login.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <EmailField form={form} />
          <PasswordField
            form={form}
            name="password"
            label={TEXTS.common.password}
            autoComplete="current-password"
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/recuperar-contrasena" size="sm">
              {TEXTS.login.forgot}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {TEXTS.common.signIn}
          </Button>
          <AuthSwitchLink
            lead={TEXTS.login.noAccount}
            to={withReturnUrl('/registro', params.get('returnUrl'))}
          >
            {TEXTS.login.signUp}
          </AuthSwitchLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
