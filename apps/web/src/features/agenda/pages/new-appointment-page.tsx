import {
  Button,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Input,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  MODALITIES,
  MODALITY_LABELS,
  createAppointmentBodySchema,
  type CreateAppointmentBody,
  type Modality,
  type Slot,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { showSuccessSave } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useAgendaSettings, useCreateAppointment } from '../api/appointments.ts';
import { usePatientName } from '../../patients/index.ts';
import { formatLong, localDate } from '../../../core/dates.ts';
import { AgendaFormPage } from '../components/agenda-form-page.tsx';
import { PatientPicker, type PatientOption } from '../components/patient-picker.tsx';
import { QuickPatientDialog } from '../components/quick-patient-dialog.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';

const T = TEXTS.newAppointment;
const resolve = schemaResolver(createAppointmentBodySchema, { sync: true });

function readStart(params: URLSearchParams): string | null {
  const raw = params.get('start');
  if (!raw) return null;
  const t = Date.parse(raw);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

function AppointmentForm({ sessionMinutes }: { sessionMinutes: number }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preferredStart = readStart(params);
  const paramDate = params.get('date');
  const create = useCreateAppointment();
  // A day chosen on the calendar, else the first day with a free slot (the picker finds it).
  const [date, setDate] = useState<string | null>(
    preferredStart
      ? localDate(new Date(preferredStart))
      : paramDate && /^\d{4}-\d{2}-\d{2}$/.test(paramDate)
        ? paramDate
        : null,
  );
  const [patient, setPatient] = useState<PatientOption | null>(null);
  const [quickOpen, setQuickOpen] = useState(false);

  const paramPatient = params.get('patientId') ?? undefined;
  const prefilled = usePatientName(paramPatient);
  useEffect(() => {
    if (prefilled.data) setPatient((p) => p ?? prefilled.data);
  }, [prefilled.data]);

  const form = useForm<CreateAppointmentBody>({
    initialValues: {
      patientId: paramPatient ?? '',
      startsAt: '',
      durationMinutes: sessionMinutes,
      modality: 'presencial',
      location: '',
      reason: '',
      notes: '',
    },
    validate: (values) => {
      const errors = resolve(values);
      if (errors.startsAt) errors.startsAt = TEXTS.slots.required;
      if (errors.patientId) errors.patientId = T.patientRequired;
      return errors;
    },
  });

  const choosePatient = (p: PatientOption | null) => {
    setPatient(p);
    form.setFieldValue('patientId', p?.id ?? '');
    form.clearFieldError('patientId');
  };

  const { setFieldValue, clearFieldError } = form;
  const chooseSlot = useCallback(
    (slot: Slot | null) => {
      setFieldValue('startsAt', slot?.start ?? '');
      if (slot) clearFieldError('startsAt');
    },
    [setFieldValue, clearFieldError],
  );

  const modality = form.values.modality;
  const duration = Number(form.values.durationMinutes) || undefined;

  return (
    <form
      noValidate
      data-testid="new-appointment-form"
      onSubmit={form.onSubmit((values) =>
        create.mutate(values, {
          onSuccess: async (a) => {
            await showSuccessSave({
              title: T.successTitle,
              message: T.successMessage(a.patientName, formatLong(a.startsAt)),
            });
            void navigate(`/appointments/${a.id}`);
          },
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 260px' }}>
            <PatientPicker value={patient} onChange={choosePatient} error={form.errors.patientId} />
          </div>
          <Button
            variant="light"
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            onClick={() => setQuickOpen(true)}
          >
            {T.newPatient}
          </Button>
        </Group>

        <Divider />
        <SlotPicker
          date={date}
          onDateChange={(d) => {
            setDate(d);
            chooseSlot(null);
          }}
          duration={duration}
          value={form.values.startsAt || null}
          onChange={chooseSlot}
          error={form.errors.startsAt}
          preferredStart={preferredStart}
          aside={
            <NumberInput
              label={TEXTS.slots.duration}
              required
              min={15}
              max={240}
              step={5}
              allowDecimal={false}
              {...form.getInputProps('durationMinutes')}
            />
          }
        />
        <Divider />

        <Input.Wrapper label={T.modality} required>
          <div>
            <SegmentedControl
              mt={4}
              data={MODALITIES.map((m) => ({ value: m, label: MODALITY_LABELS[m] }))}
              value={modality}
              onChange={(v) => form.setFieldValue('modality', v as Modality)}
              aria-label={T.modality}
            />
          </div>
        </Input.Wrapper>
        <TextInput
          label={modality === 'en_linea' ? T.link : T.address}
          placeholder={modality === 'en_linea' ? T.linkPlaceholder : T.addressPlaceholder}
          type={modality === 'en_linea' ? 'url' : 'text'}
          {...form.getInputProps('location')}
        />
        <TextInput label={T.reason} maxLength={500} {...form.getInputProps('reason')} />
        <Textarea
          label={T.notes}
          description={T.notesHint}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('notes')}
        />
        <FormActions submit={T.submit} saving={create.isPending} />
      </Stack>
      <QuickPatientDialog
        opened={quickOpen}
        onClose={() => setQuickOpen(false)}
        onCreated={choosePatient}
      />
    </form>
  );
}

/** /new-appointment: a therapist books one of their patients into a free slot. */
export default function NewAppointmentPage() {
  const settings = useAgendaSettings();
  return (
    <AgendaFormPage title={TEXTS.calendar.newAppointment} intro={T.intro}>
      <QueryState query={settings} loading={TEXTS.slots.loading} error={TEXTS.common.loadError}>
        {(data) => <AppointmentForm sessionMinutes={data.sessionMinutes} />}
      </QueryState>
    </AgendaFormPage>
  );
}
