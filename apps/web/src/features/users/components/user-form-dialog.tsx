import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ROLES, type AdminUser, type Role } from '@armonia/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useCreateUser, useUpdateUser } from '../api.ts';
import { ROLE_LABELS, TEXTS } from '../texts.ts';

const F = TEXTS.form;

/** «Nuevo usuario» (an invitation mail follows) or «Editar usuario»: name, e-mail and role. */
export function UserFormDialog(props: { opened: boolean; user?: AdminUser; onClose: () => void }) {
  const { user } = props;
  const form = useForm({
    initialValues: {
      name: user?.name ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      role: (user?.role ?? 'Terapeuta') as Role,
    },
  });
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit(async (values) => {
    try {
      if (user) await update.mutateAsync({ id: user.id, body: values });
      else await create.mutateAsync(values);
      notifications.show({
        color: 'teal',
        message: user ? TEXTS.users.saved : TEXTS.users.created,
      });
      form.reset();
      props.onClose();
    } catch (err) {
      if (!applyFieldErrors(form, err)) throw err;
    }
  });
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={user ? F.editTitle : F.newTitle}
      onSubmit={submit}
      submit={user ? F.save : F.create}
      saving={pending}
      cancel={F.cancel}
    >
      <TextInput label={F.name} required maxLength={100} {...form.getInputProps('name')} />
      <TextInput label={F.lastName} maxLength={100} {...form.getInputProps('lastName')} />
      <TextInput
        label={F.email}
        type="email"
        required
        maxLength={254}
        {...form.getInputProps('email')}
      />
      <Select
        label={F.role}
        required
        allowDeselect={false}
        data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        {...form.getInputProps('role')}
      />
    </FormDialog>
  );
}
