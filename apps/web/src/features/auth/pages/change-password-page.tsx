import { Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordBodySchema } from '@armonia/shared';
import { showSuccessSave } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
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
          <PasswordInput
            label={TEXTS.changePassword.current}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={TEXTS.reset.password}
            description={TEXTS.changePassword.newHint}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={TEXTS.changePassword.confirm}
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {TEXTS.changePassword.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
