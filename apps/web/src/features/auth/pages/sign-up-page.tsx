import { Anchor, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIVACY_NOTICE_VERSION, signUpBodySchema } from '@armonia/shared';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { safeReturnUrl, withReturnUrl } from '../../../core/return-url.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthSwitchLink, EmailField } from '../components/auth-form-parts.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { TEXTS } from '../texts.ts';

interface SignUpValues {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptPrivacy: boolean;
}

export default function SignUpPage() {
  const navigate = useNavigate();
  // Coming from a booking of the public directory: back to it once the account exists.
  const returnUrl = useSearchParams()[0].get('returnUrl');
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptPrivacy: false,
    },
    validate: schemaResolver(signUpBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    signUp.mutate(
      {
        ...values,
        acceptPrivacy: values.acceptPrivacy as true,
        privacyVersion: PRIVACY_NOTICE_VERSION,
      },
      {
        onSuccess: (user) => void navigate(safeReturnUrl(returnUrl, user.Rol), { replace: true }),
        onError: (err) => applyFieldErrors(form, err),
      },
    );
  });

  return (
    <AuthCard title={TEXTS.signUp.title} subtitle={TEXTS.signUp.subtitle} width={560}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={TEXTS.signUp.name}
              autoComplete="given-name"
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={TEXTS.signUp.lastName}
              autoComplete="family-name"
              required
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <EmailField form={form} />
          <TextInput
            label={TEXTS.signUp.phone}
            type="tel"
            autoComplete="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields form={form} name="password" label={TEXTS.common.password} />
          </SimpleGrid>
          <Checkbox
            key={form.key('acceptPrivacy')}
            {...form.getInputProps('acceptPrivacy', { type: 'checkbox' })}
            label={
              <>
                {TEXTS.signUp.privacyRead}{' '}
                <Anchor component={Link} to="/aviso-de-privacidad" target="_blank">
                  {TEXTS.signUp.privacyNotice}
                </Anchor>{' '}
                {TEXTS.signUp.privacyConsent(PRIVACY_NOTICE_VERSION)}
              </>
            }
          />
          <Button type="submit" loading={signUp.isPending} size="md" fullWidth>
            {TEXTS.signUp.title}
          </Button>
          <AuthSwitchLink lead={TEXTS.signUp.haveAccount} to={withReturnUrl('/login', returnUrl)}>
            {TEXTS.signUp.signIn}
          </AuthSwitchLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
