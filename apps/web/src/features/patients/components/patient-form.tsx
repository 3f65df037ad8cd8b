import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { SEXES, SEX_LABELS, type PatientBody, type PatientRecord } from '@armonia/shared';
import { TEXTS } from '../texts.ts';
import { DateField } from '../../../components/date-field.tsx';
import { localDate } from '../../../core/dates.ts';

export type PatientFormValues = PatientBody;
export type PatientForm = UseFormReturnType<PatientFormValues>;

const T = TEXTS.form;
const SEX_OPTIONS = SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] }));

export const emptyPatient: PatientFormValues = {
  name: '',
  lastName: '',
  birthDate: '',
  sex: 'no_especificado',
  phone: '',
  email: '',
  address: '',
  occupation: '',
  curp: '',
  clinical: { antecedentes: '', allergies: '', medication: '' },
  consent: false,
};

export function valuesOf(p: PatientRecord): PatientFormValues {
  return {
    name: p.name,
    lastName: p.lastName,
    birthDate: p.birthDate,
    sex: p.sex,
    phone: p.phone,
    email: p.email,
    address: p.address,
    occupation: p.occupation,
    curp: p.curp,
    clinical: { ...p.clinical },
    consent: p.consent.given,
  };
}

/** The record's form; the server checks everything again and its messages land under fields. */
export function usePatientForm(initial: PatientFormValues = emptyPatient) {
  return useForm<PatientFormValues>({
    initialValues: initial,
    validate: {
      name: (v) => (v.trim() === '' ? T.required('el nombre') : null),
      lastName: (v) => (v.trim() === '' ? T.required('los apellidos') : null),
    },
  });
}

/** Trimmed values; without consent no clinical text is sent at all. */
export function bodyOf(v: PatientFormValues): PatientBody {
  return {
    ...v,
    name: v.name.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    clinical: v.consent ? v.clinical : { antecedentes: '', allergies: '', medication: '' },
  };
}

export function GeneralFields({ form }: { form: PatientForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={T.name} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={T.lastName} required {...form.getInputProps('lastName')} />
      <DateField
        label={T.birthDate}
        value={form.values.birthDate}
        onChange={(v) => form.setFieldValue('birthDate', v)}
        error={form.errors.birthDate}
        maxDate={localDate(new Date())}
      />
      <Select
        label={T.sex}
        data={SEX_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('sex')}
      />
      <TextInput label={T.phone} type="tel" autoComplete="off" {...form.getInputProps('phone')} />
      <TextInput
        label={T.email}
        type="email"
        autoComplete="off"
        description={T.emailHint}
        {...form.getInputProps('email')}
      />
      <TextInput label={T.occupation} {...form.getInputProps('occupation')} />
      <TextInput label={T.curp} maxLength={18} {...form.getInputProps('curp')} />
      <Textarea
        label={T.address}
        autosize
        minRows={2}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('address')}
      />
    </SimpleGrid>
  );
}

export function ConsentField({ form }: { form: PatientForm }) {
  return (
    <Checkbox
      label={T.consent}
      description={T.consentHint}
      {...form.getInputProps('consent', { type: 'checkbox' })}
    />
  );
}

export function ClinicalFields({ form }: { form: PatientForm }) {
  const locked = !form.values.consent;
  return (
    <Stack gap="sm">
      {locked ? (
        <Text size="sm" c="dimmed">
          {T.clinicalLocked}
        </Text>
      ) : null}
      <Textarea
        label={T.antecedentes}
        autosize
        minRows={3}
        disabled={locked}
        {...form.getInputProps('clinical.antecedentes')}
      />
      <Textarea
        label={T.allergies}
        autosize
        minRows={2}
        disabled={locked}
        {...form.getInputProps('clinical.allergies')}
      />
      <Textarea
        label={T.medication}
        autosize
        minRows={2}
        disabled={locked}
        {...form.getInputProps('clinical.medication')}
      />
    </Stack>
  );
}
