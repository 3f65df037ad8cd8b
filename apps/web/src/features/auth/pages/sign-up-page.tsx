import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { PRIVACY_NOTICE_VERSION, ROLE_HOME, signUpBodySchema } from '@armonia/shared';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

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
        onSuccess: (user) => void navigate(ROLE_HOME[user.Rol], { replace: true }),
        onError: (err) => applyFieldErrors(form, err),
      },
    );
  });

  return (
    <AuthCard
      title="Crear cuenta"
      subtitle="Regístrate como paciente para agendar y dar seguimiento a tus citas."
      width={560}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nombre(s)"
              autoComplete="given-name"
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Apellidos"
              autoComplete="family-name"
              required
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Teléfono (opcional)"
            type="tel"
            autoComplete="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields form={form} label="Contraseña" />
          </SimpleGrid>
          <Checkbox
            key={form.key('acceptPrivacy')}
            {...form.getInputProps('acceptPrivacy', { type: 'checkbox' })}
            label={
              <>
                He leído el{' '}
                <Anchor component={Link} to="/aviso-de-privacidad" target="_blank">
                  aviso de privacidad
                </Anchor>{' '}
                (versión {PRIVACY_NOTICE_VERSION}) y otorgo mi consentimiento expreso para el
                tratamiento de mis datos personales, incluidos mis datos de salud.
              </>
            }
          />
          <Button type="submit" loading={signUp.isPending} size="md" fullWidth>
            Crear cuenta
          </Button>
          <Text size="sm" ta="center">
            ¿Ya tienes cuenta?{' '}
            <Anchor component={Link} to="/login">
              Inicia sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
