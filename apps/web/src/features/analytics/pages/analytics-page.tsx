import { Group, Paper, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import type { AnalyticsQuery } from '@armonia/shared';
import { QueryState } from '../../../components/query-state.tsx';
import { SpanishDates } from '../../../components/spanish-dates.tsx';
import { useAnalyticsDashboard, useAnalyticsTherapists } from '../api.ts';
import { Dashboard } from '../components/dashboard.tsx';
import { practiceToday, presetRange, type RangePreset } from '../range.ts';
import { TEXTS } from '../texts.ts';

/** /admin-analytics (Analítica de datos): the administration's landing page. */
export default function AnalyticsPage() {
  const [preset, setPreset] = useState<RangePreset>('last30');
  const [custom, setCustom] = useState<[string | null, string | null]>([null, null]);
  const [therapistId, setTherapistId] = useState<string | null>(null);
  const today = practiceToday();
  const range =
    preset === 'custom'
      ? custom[0] && custom[1]
        ? { from: custom[0], to: custom[1] }
        : presetRange('last30', today)
      : presetRange(preset, today);
  const query: AnalyticsQuery = { ...range, therapistId: therapistId ?? undefined };
  const dashboard = useAnalyticsDashboard(query);
  const therapists = useAnalyticsTherapists();

  return (
    <Stack gap="md" data-testid="analytics-page">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={TEXTS.range}
            data={(Object.keys(TEXTS.presets) as RangePreset[]).map((value) => ({
              value,
              label: TEXTS.presets[value],
            }))}
            value={preset}
            onChange={(v) => v && setPreset(v as RangePreset)}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            data-testid="analytics-range"
          />
          {preset === 'custom' ? (
            <SpanishDates>
              <DatePickerInput
                type="range"
                label={TEXTS.customRange}
                placeholder={TEXTS.customPlaceholder}
                value={custom}
                onChange={(v) => setCustom(v as [string | null, string | null])}
                valueFormat="DD/MM/YYYY"
                maxDate={today}
                allowSingleDateInRange
                w={{ base: '100%', xs: 280 }}
                popoverProps={{ withinPortal: true }}
                data-testid="analytics-custom-range"
              />
            </SpanishDates>
          ) : null}
          <Select
            label={TEXTS.therapist}
            placeholder={TEXTS.allTherapists}
            data={(therapists.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={therapistId}
            onChange={setTherapistId}
            clearable
            searchable
            nothingFoundMessage={TEXTS.noResults}
            w={{ base: '100%', xs: 280 }}
            data-testid="analytics-therapist"
          />
        </Group>
      </Paper>
      <QueryState query={dashboard} texts={TEXTS} centered="xl">
        {(data) => <Dashboard data={data} busy={dashboard.isPlaceholderData} />}
      </QueryState>
    </Stack>
  );
}
