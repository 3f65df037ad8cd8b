import { Button, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordBodySchema } from '@armonia/shared';
import { showSuccessSave } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordFields, PasswordField } from '../components/new-password-fields.tsx';
import { TEXTS } from '../texts.ts';

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
          title: TEXTS.changePassword.savedTitle,
          secondTitle: TEXTS.changePassword.savedSecondTitle,
          message: TEXTS.changePassword.savedMessage(answer.message),
        });
      },
      onError: (err) => applyFieldErrors(form, err),
    }),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520}>
      <Text c="dimmed" mb="md">
        {TEXTS.changePassword.intro}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            form={form}
            name="currentPassword"
            label={TEXTS.changePassword.current}
            autoComplete="current-password"
          />
          <NewPasswordFields
            form={form}
            name="newPassword"
            label={TEXTS.reset.password}
            hint={TEXTS.changePassword.newHint}
            confirmLabel={TEXTS.changePassword.confirm}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {TEXTS.changePassword.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
