import {
  Divider,
  NumberInput,
  type NumberInputProps,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { agendaSettingsSchema, SLOT_INTERVALS, type AgendaSettings } from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { zoneName } from '../../../core/dates.ts';
import { useAgendaSettings, useSaveAgendaSettings } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { SpanishDates } from '../../../components/spanish-dates.tsx';
import { BlockedPeriods } from './blocked-periods.tsx';
import { FeedUrl } from './feed-url.tsx';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';
import { QueryState } from '../../../components/query-state.tsx';

const T = TEXTS.settings;

/** The whole-number policies: their label, hint and bounds. */
const NUMBER_FIELDS = {
  sessionMinutes: { label: T.sessionMinutes, min: 15, max: 240, step: 5 },
  bufferMinutes: { label: T.bufferMinutes, min: 0, max: 120, step: 5 },
  minBookingNoticeHours: { label: T.minBookingNoticeHours, min: 0, max: 720 },
  cancelNoticeHours: {
    label: T.cancelNoticeHours,
    description: T.cancelNoticeHint,
    min: 0,
    max: 720,
  },
  maxReschedules: { label: T.maxReschedules, min: 0, max: 10 },
} satisfies Record<string, NumberInputProps>;

function SettingsForm({ initial }: { initial: AgendaSettings }) {
  const save = useSaveAgendaSettings();
  const form = useForm<AgendaSettings>({
    initialValues: initial,
    validate: schemaResolver(agendaSettingsSchema, { sync: true }),
  });
  const numberField = (name: keyof typeof NUMBER_FIELDS) => (
    <NumberInput {...NUMBER_FIELDS[name]} allowDecimal={false} {...form.getInputProps(name)} />
  );

  return (
    <form
      noValidate
      data-testid="agenda-settings-form"
      onSubmit={form.onSubmit((values) =>
        save.mutate(agendaSettingsSchema.parse(values), {
          onSuccess: (saved) => {
            const { timezone: _zone, ...rest } = saved;
            form.setValues(rest);
            form.resetDirty(rest);
            notifications.show({ color: 'teal', title: T.savedTitle, message: T.saved });
          },
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" mb="xs">
            {T.weekly}
          </Title>
          <WeeklyHoursEditor form={form} />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {numberField('sessionMinutes')}
          {numberField('bufferMinutes')}
          <Select
            label={T.slotInterval}
            description={T.slotIntervalHint}
            data={SLOT_INTERVALS.map((m) => ({ value: String(m), label: T.slotIntervals[m] }))}
            allowDeselect={false}
            value={String(form.values.slotIntervalMinutes)}
            onChange={(v) =>
              v &&
              form.setFieldValue(
                'slotIntervalMinutes',
                Number(v) as AgendaSettings['slotIntervalMinutes'],
              )
            }
            error={form.errors.slotIntervalMinutes}
            data-testid="slot-interval"
          />
          {numberField('minBookingNoticeHours')}
          {numberField('cancelNoticeHours')}
          {numberField('maxReschedules')}
        </SimpleGrid>
        <Switch
          label={T.autoConfirm}
          {...form.getInputProps('autoConfirm', { type: 'checkbox' })}
        />
        <FormActions submit={T.save} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** Availability, booking policies, blocked periods and the private calendar feed. */
export function AgendaSettingsSection() {
  const settings = useAgendaSettings();
  return (
    <SpanishDates>
      <Stack gap="lg" data-testid="agenda-settings">
        <div>
          <Title order={2} size="h4" mb={4}>
            {T.title}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {settings.data ? T.intro(zoneName(settings.data.timezone)) : T.introLoading}
          </Text>
          <QueryState query={settings} loading={T.title} error={TEXTS.common.loadError} size="sm">
            {(data) => <SettingsForm initial={stripZone(data)} />}
          </QueryState>
        </div>
        <Divider />
        <SubSection title={T.blockedTitle} intro={T.blockedIntro}>
          <BlockedPeriods />
        </SubSection>
        <Divider />
        <SubSection title={T.feedTitle} intro={T.feedIntro}>
          <FeedUrl />
        </SubSection>
      </Stack>
    </SpanishDates>
  );
}

/** A part of the section under its small heading and a line that explains it. */
function SubSection(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {props.intro}
      </Text>
      {props.children}
    </div>
  );
}

function stripZone(s: AgendaSettings & { timezone: string }): AgendaSettings {
  const { timezone: _zone, ...rest } = s;
  return rest;
}
