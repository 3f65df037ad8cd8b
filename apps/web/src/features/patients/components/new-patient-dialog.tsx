import { Divider, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PatientRecord } from '@armonia/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useCreatePatient } from '../api/patients.ts';
import { TEXTS } from '../texts.ts';
import {
  bodyOf,
  ClinicalFields,
  ConsentField,
  GeneralFields,
  usePatientForm,
} from './patient-form.tsx';

/** «Nuevo paciente»: general data, consent and (with consent) the clinical history. */
export function NewPatientDialog(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (p: PatientRecord) => void;
}) {
  const form = usePatientForm();
  const create = useCreatePatient();
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(bodyOf(values));
      notifications.show({ color: 'teal', title: TEXTS.form.created, message: values.name });
      form.reset();
      props.onCreated(created);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });
  return (
    <FormDialog
      opened={props.opened}
      onClose={close}
      title={TEXTS.list.newPatient}
      size="lg"
      onSubmit={submit}
      submit={TEXTS.form.save}
      saving={create.isPending}
      cancel={TEXTS.form.cancel}
    >
      <GeneralFields form={form} />
      <Divider />
      <ConsentField form={form} />
      <Title order={3} size="h5">
        {TEXTS.record.tabs.clinical}
      </Title>
      <ClinicalFields form={form} />
    </FormDialog>
  );
}
