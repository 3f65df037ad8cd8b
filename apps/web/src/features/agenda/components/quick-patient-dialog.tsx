import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import type { PatientBody } from '@armonia/shared';
import { useCreatePatient } from '../../patients/index.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.quickPatient;

type QuickPatient = Pick<PatientBody, 'name' | 'lastName' | 'email' | 'phone'>;

/** Registers a patient with the basic data only, without leaving the new appointment. */
export function QuickPatientDialog(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (patient: { id: string; label: string }) => void;
}) {
  const create = useCreatePatient();
  const form = useForm<QuickPatient>({
    initialValues: { name: '', lastName: '', email: '', phone: '' },
    validate: {
      name: (v) => (v.trim() ? null : T.nameRequired),
      lastName: (v) => (v.trim() ? null : T.lastNameRequired),
    },
  });

  const close = () => {
    form.reset();
    create.reset();
    props.onClose();
  };

  return (
    <FormDialog
      opened={props.opened}
      onClose={close}
      title={T.title}
      size="lg"
      testId="quick-patient-form"
      onSubmit={form.onSubmit((values) =>
        // Consent and clinical history are completed later, in the record.
        create.mutate(
          { ...values, consent: false },
          {
            onSuccess: (p) => {
              notifications.show({ color: 'teal', message: T.created });
              props.onCreated({ id: p.id, label: `${p.name} ${p.lastName}`.trim() });
              close();
            },
            onError: (err) => applyFieldErrors(form, err),
          },
        ),
      )}
      submit={T.submit}
      saving={create.isPending}
      cancel={TEXTS.common.cancel}
      gap="sm"
    >
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={T.name} required data-autofocus {...form.getInputProps('name')} />
        <TextInput label={T.lastName} required {...form.getInputProps('lastName')} />
        <TextInput label={T.email} type="email" {...form.getInputProps('email')} />
        <TextInput label={T.phone} type="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
    </FormDialog>
  );
}
