import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { MODALITIES, MODALITY_LABELS, type Modality, type Slot } from '@armonia/shared';
import { ApiError } from '../../../core/api-client.ts';
import { showSuccessSave } from '../../../core/dialogs.tsx';
import { useBookableTherapists, useBookAppointment } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { formatLong } from '../../../core/dates.ts';
import { SlotChooser } from './slot-chooser.tsx';
import { QueryState } from '../../../components/query-state.tsx';

const M = TEXTS.mine;

type Errors = Partial<Record<'therapistId' | 'startsAt' | 'modality' | 'reason', string>>;

/** Where the dialog opens: a waitlist offer names the therapist and the freed day. */
export interface BookingStart {
  therapistId?: string;
  date?: string;
}

/** The patient asks one of their linked therapists for a free slot. */
export function BookingDialog({
  opened,
  onClose,
  start,
}: {
  opened: boolean;
  onClose: () => void;
  start?: BookingStart;
}) {
  const therapists = useBookableTherapists(opened);
  const book = useBookAppointment();
  const [therapistId, setTherapistId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [modality, setModality] = useState<Modality>('presencial');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const list = useMemo(() => therapists.data ?? [], [therapists.data]);
  const chosen = list.find((t) => t.id === therapistId);

  useEffect(() => {
    if (!opened) return;
    if (start?.therapistId) setTherapistId(start.therapistId);
    setDate(start?.date ?? null);
    setSlot(null);
    setReason('');
    setModality('presencial');
    setErrors({});
  }, [opened, start]);
  // With one linked therapist there is nothing to choose.
  useEffect(() => {
    if (opened && list.length === 1 && !therapistId) setTherapistId(list[0]!.id);
  }, [opened, list, therapistId]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!therapistId) next.therapistId = M.booking.therapistRequired;
    if (!slot) next.startsAt = M.slots.required;
    setErrors(next);
    if (!therapistId || !slot) return;
    try {
      const created = await book.mutateAsync({
        therapistId,
        startsAt: slot.start,
        modality,
        location: '',
        reason,
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={M.booking.title}
      centered
      closeButtonProps={{ 'aria-label': M.common.close }}
      size="lg"
    >
      <QueryState
        query={therapists}
        loading={M.booking.therapist}
        error={M.booking.therapistsError}
        empty={<Text>{M.booking.noTherapists}</Text>}
        isEmpty={() => list.length === 0}
        size="sm"
      >
        {() => (
          <form onSubmit={(e) => void submit(e)} noValidate data-testid="booking-form">
            <Stack>
              <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                {M.booking.explain}
              </Alert>
              <Select
                label={M.booking.therapist}
                placeholder={M.booking.therapistPlaceholder}
                data={list.map((t) => ({ value: t.id, label: t.name }))}
                value={therapistId}
                onChange={(v) => {
                  setTherapistId(v);
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
                error={errors.startsAt}
              />
              <Radio.Group
                label={M.booking.modality}
                value={modality}
                onChange={(v) => setModality(v as Modality)}
                error={errors.modality}
                required
              >
                <Group mt={6}>
                  {MODALITIES.map((m) => (
                    <Radio key={m} value={m} label={MODALITY_LABELS[m]} />
                  ))}
                </Group>
              </Radio.Group>
              <Textarea
                label={M.booking.reason}
                placeholder={M.booking.reasonPlaceholder}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                error={errors.reason}
                maxLength={500}
                autosize
                minRows={2}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={book.isPending}>
                  {M.common.cancel}
                </Button>
                <Button type="submit" loading={book.isPending}>
                  {M.booking.submit}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </QueryState>
    </Modal>
  );
}
