import { Alert, Anchor, Checkbox, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  APP_ROUTES,
  MODALITIES,
  MODALITY_LABELS,
  PRIVACY_NOTICE_VERSION,
  type BookableTherapist,
  type Modality,
  type Slot,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { showSuccessSave } from '../../../core/dialogs.tsx';
import { useBookableTherapists, useBookAppointment } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { PatientDialog } from './patient-dialog.tsx';
import { formatLong } from '../../../core/dates.ts';
import { SlotChooser } from './slot-chooser.tsx';
import { QueryState, type QueryLike } from '../../../components/query-state.tsx';
import { ReasonField } from './reason-field.tsx';

const M = TEXTS.mine;

type Errors = Partial<
  Record<'therapistId' | 'startsAt' | 'modality' | 'reason' | 'consent', string>
>;

/**
 * Where the dialog opens: a waitlist offer names the therapist and the freed day; the directory
 * may name the slot too.
 */
export interface BookingStart {
  therapistId?: string;
  date?: string;
  /** A slot chosen before the dialog opened (ISO), selected once that day's slots arrive. */
  startsAt?: string;
}

/** A therapist chosen elsewhere (a directory profile) instead of one of the linked ones. */
export type ChosenTherapist = BookingTherapist & {
  /** Not linked yet: the booking links them and asks the patient's consent. */
  firstBooking: boolean;
  modalities: readonly Modality[];
};

/** What the dialog reads of either kind of therapist. */
type BookingTherapist = Omit<BookableTherapist, 'email' | 'photoVersion'>;

const HOUR = 3_600_000;

/**
 * The patient asks one of their linked therapists for a free slot, or the therapist whose
 * directory profile they are reading.
 */
export function BookingDialog({
  opened,
  onClose,
  start,
  therapist,
}: {
  opened: boolean;
  onClose: () => void;
  start?: BookingStart;
  therapist?: ChosenTherapist;
}) {
  const linked = useBookableTherapists(opened && !therapist);
  const therapists: QueryLike<BookingTherapist[]> = therapist
    ? { isLoading: false, isError: false, data: [therapist] }
    : linked;
  const book = useBookAppointment();
  const [therapistId, setTherapistId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [modality, setModality] = useState<Modality>('presencial');
  const [reason, setReason] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const list = useMemo(() => therapists.data ?? [], [therapists.data]);
  const chosen = list.find((t) => t.id === therapistId);
  const modalities = therapist?.modalities ?? MODALITIES;
  const firstModality = modalities[0] ?? 'presencial';

  useEffect(() => {
    if (!opened) return;
    if (start?.therapistId) setTherapistId(start.therapistId);
    setDate(start?.date ?? null);
    setSlot(null);
    setReason('');
    setConsent(false);
    setModality(firstModality);
    setErrors({});
  }, [opened, start, firstModality]);
  // With one linked therapist there is nothing to choose.
  useEffect(() => {
    if (opened && list.length === 1 && !therapistId) setTherapistId(list[0]!.id);
  }, [opened, list, therapistId]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    const firstBooking = therapist?.firstBooking === true;
    if (!therapistId) next.therapistId = M.booking.therapistRequired;
    if (!slot) next.startsAt = M.slots.required;
    if (firstBooking && !consent) next.consent = M.booking.consentRequired;
    setErrors(next);
    if (!therapistId || !slot || Object.keys(next).length > 0) return;
    try {
      const created = await book.mutateAsync({
        therapistId,
        startsAt: slot.start,
        modality,
        location: '',
        reason,
        ...(firstBooking ? { consent } : {}),
      });
      onClose();
      void showSuccessSave({
        title: 'Exitoso',
        secondTitle: formatLong(created.startsAt),
        message: created.status === 'confirmada' ? M.booking.confirmed : M.booking.requested,
      });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
      }
    }
  }

  return (
    <PatientDialog opened={opened} onClose={onClose} title={M.booking.title} size="lg">
      <QueryState
        query={therapists}
        loading={M.booking.therapist}
        error={M.booking.therapistsError}
        empty={
          <Stack gap="sm" align="flex-start">
            <Text>{M.booking.noTherapists}</Text>
            <Anchor component={Link} to={APP_ROUTES.directory.path} onClick={onClose}>
              {M.booking.findTherapist}
            </Anchor>
          </Stack>
        }
        isEmpty={() => list.length === 0}
        size="sm"
      >
        {() => (
          <form onSubmit={(e) => void submit(e)} noValidate data-testid="booking-form">
            <Stack>
              <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                {M.booking.explain}
              </Alert>
              {therapist ? (
                <Text data-testid="booking-therapist-name">
                  {M.booking.with(therapist.name)}{' '}
                  <Text span size="sm" c="dimmed">
                    {M.booking.sessionLength(therapist.sessionMinutes)}
                  </Text>
                </Text>
              ) : (
                <Select
                  label={M.booking.therapist}
                  placeholder={M.booking.therapistPlaceholder}
                  data={list.map((t) => ({ value: t.id, label: t.name }))}
                  value={therapistId}
                  onChange={(v) => {
                    setTherapistId(v);
                    // Another therapist: the first day with one of their free slots.
                    setDate(null);
                    setSlot(null);
                    setErrors((x) => ({ ...x, therapistId: undefined }));
                  }}
                  required
                  allowDeselect={false}
                  error={errors.therapistId}
                  description={chosen ? M.booking.sessionLength(chosen.sessionMinutes) : undefined}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="booking-therapist"
                />
              )}
              <SlotChooser
                therapistId={therapistId}
                therapistZone={chosen?.timezone}
                date={date}
                onDateChange={setDate}
                value={slot?.start ?? null}
                onChange={(s) => {
                  setSlot(s);
                  if (s) setErrors((x) => ({ ...x, startsAt: undefined }));
                }}
                preferredStart={start?.startsAt}
                error={errors.startsAt}
              />
              {slot &&
              chosen &&
              Date.parse(slot.start) - Date.now() < chosen.cancelNoticeHours * HOUR ? (
                <Alert
                  color="orange"
                  variant="light"
                  icon={<IconAlertTriangle aria-hidden="true" />}
                  data-testid="booking-inside-notice"
                >
                  {M.booking.insideNotice(chosen.cancelNoticeHours)}
                </Alert>
              ) : null}
              <Radio.Group
                label={M.booking.modality}
                value={modality}
                onChange={(v) => setModality(v as Modality)}
                error={errors.modality}
                required
              >
                <Group mt={6}>
                  {modalities.map((m) => (
                    <Radio key={m} value={m} label={MODALITY_LABELS[m]} />
                  ))}
                </Group>
              </Radio.Group>
              {modality === 'presencial' && chosen?.officeAddress ? (
                <Text size="sm" data-testid="booking-place">
                  {M.booking.place(chosen.officeAddress)}
                </Text>
              ) : null}
              <ReasonField
                label={M.booking.reason}
                placeholder={M.booking.reasonPlaceholder}
                value={reason}
                onChange={setReason}
                error={errors.reason}
              />
              {therapist?.firstBooking ? (
                <Checkbox
                  checked={consent}
                  onChange={(e) => {
                    setConsent(e.currentTarget.checked);
                    setErrors((x) => ({ ...x, consent: undefined }));
                  }}
                  error={errors.consent}
                  label={
                    <>
                      {M.booking.consent(therapist.name)}{' '}
                      <Anchor component={Link} to="/aviso-de-privacidad" target="_blank">
                        {M.booking.privacyNotice}
                      </Anchor>{' '}
                      {M.booking.consentVersion(PRIVACY_NOTICE_VERSION)}
                    </>
                  }
                  data-testid="booking-consent"
                />
              ) : null}
              <FormActions
                submit={M.booking.submit}
                saving={book.isPending}
                align="end"
                cancel={{ label: M.common.cancel, onClick: onClose, disabled: book.isPending }}
              />
            </Stack>
          </form>
        )}
      </QueryState>
    </PatientDialog>
  );
}
