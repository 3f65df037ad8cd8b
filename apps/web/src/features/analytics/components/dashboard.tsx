import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart, MatrixChart } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import {
  ANALYTICS_TEXTS,
  APPOINTMENT_STATUSES,
  STATUS_COLORS,
  STATUS_LABELS,
  type AnalyticsDashboard,
} from '@armonia/shared';
import { TitledSection } from '../../../components/titled-section.tsx';
import { usePhone } from '../../../components/use-phone.ts';
import { ChartCard, type ChartTable } from './chart-card.tsx';
import type { CsvCell } from '../csv.ts';
import {
  formatChange,
  formatDay,
  formatFigure,
  formatPercent,
  formatPeriod,
  LOWER_IS_BETTER,
} from '../format.ts';
import { TEXTS } from '../texts.ts';

const CHART_H = 260;
const pct1 = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 10);

/** One series of a chart: the field it draws, its legend label and its colour. */
interface Series<R> {
  name: keyof R & string;
  label: string;
  color: string;
}

/**
 * The table view of a chart of rows per period: the row's `key` column, then a column per series
 * under the series' label (and any `extra` columns after them).
 */
function seriesTable<R extends { [K in keyof R]: CsvCell }>(
  first: string,
  key: keyof R,
  rows: R[],
  series: Series<R>[],
  extra: { header: string; cell: (row: R) => CsvCell }[] = [],
): ChartTable {
  return {
    headers: [first, ...series.map((s) => s.label), ...extra.map((e) => e.header)],
    rows: rows.map((r) => [
      r[key],
      ...series.map((s) => r[s.name]),
      ...extra.map((e) => e.cell(r)),
    ]),
  };
}

/** Nothing to draw: no row has a value in any series. */
function noValues<R>(rows: R[], series: Series<R>[]): boolean {
  return rows.every((r) => series.every((s) => !r[s.name]));
}

/** The key figures and every chart of the chosen period. */
export function Dashboard({ data, busy }: { data: AnalyticsDashboard; busy: boolean }) {
  const phone = usePhone();
  const range = { from: data.range.from, to: data.range.to };
  const periodHeader = data.range.bucket === 'week' ? TEXTS.week : TEXTS.columns.period;
  const C = TEXTS.columns;
  const statusSeries: Series<AnalyticsDashboard['appointmentsByStatus'][number]>[] =
    APPOINTMENT_STATUSES.map((s) => ({
      name: s,
      label: STATUS_LABELS[s],
      color: `${STATUS_COLORS[s].mantine}.6`,
    }));
  const userSeries: Series<AnalyticsDashboard['newUsers'][number]>[] = [
    { name: 'Terapeuta', label: C.therapists, color: 'teal.6' },
    { name: 'Paciente', label: C.patients, color: 'blue.6' },
    { name: 'Super-Admin', label: C.admins, color: 'gray.6' },
  ];
  const patientSeries: Series<AnalyticsDashboard['patientsByMonth'][number]>[] = [
    { name: 'new', label: C.newPatients, color: 'teal.6' },
    { name: 'returning', label: C.returning, color: 'indigo.6' },
  ];
  const contentSeries: Series<AnalyticsDashboard['content'][number]>[] = [
    { name: 'views', label: C.views, color: 'blue.6' },
    { name: 'downloads', label: C.downloads, color: 'grape.6' },
  ];
  const chatSeries: Series<AnalyticsDashboard['chat'][number]>[] = [
    { name: 'fromTherapists', label: C.fromTherapists, color: 'teal.6' },
    { name: 'fromPatients', label: C.fromPatients, color: 'blue.6' },
  ];
  const rates = data.rates.map((r) => ({
    label: formatPeriod(r.period),
    cancellationRate: pct1(r.cancellationRate),
    noShowRate: pct1(r.noShowRate),
  }));
  const hours = heatHours(data.heatmap);
  const returnedPct =
    data.returning.firstVisits > 0
      ? formatPercent(data.returning.cameBack / data.returning.firstVisits)
      : '—';
  const appointmentsTotal = data.appointmentsByStatus.reduce(
    (n, p) => n + APPOINTMENT_STATUSES.reduce((m, s) => m + p[s], 0),
    0,
  );

  return (
    <Stack gap="md" style={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
      <Text size="sm" c="dimmed" data-testid="analytics-period">
        {TEXTS.periodLine(
          `${formatDay(data.range.from)} al ${formatDay(data.range.to)}`,
          `${formatDay(data.range.previousFrom)} al ${formatDay(data.range.previousTo)}`,
        )}
        {data.therapist ? ` ${TEXTS.therapist}: ${data.therapist.name}.` : ''}
      </Text>
      <TitledSection id="figures-title" title={TEXTS.figuresTitle}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {data.figures.map((f) => (
            <Figure key={f.key} figure={f} />
          ))}
        </SimpleGrid>
      </TitledSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <SeriesChartCard
          id="appointments"
          title={TEXTS.charts.appointments}
          range={range}
          first={periodHeader}
          periodKey="period"
          rows={data.appointmentsByStatus}
          series={statusSeries}
          chart="stacked-bar"
          withLegend={!phone}
        />
        <ChartCard
          id="rates"
          title={TEXTS.charts.rates}
          range={range}
          empty={appointmentsTotal === 0}
          table={{
            headers: [periodHeader, `${C.cancellation} (%)`, `${C.noShow} (%)`],
            rows: data.rates.map((r) => [r.period, pct1(r.cancellationRate), pct1(r.noShowRate)]),
          }}
        >
          <LineChart
            h={CHART_H}
            data={rates}
            dataKey="label"
            unit=" %"
            connectNulls
            curveType="linear"
            series={[
              { name: 'cancellationRate', label: C.cancellation, color: 'red.6' },
              { name: 'noShowRate', label: C.noShow, color: 'orange.6' },
            ]}
            withLegend
          />
        </ChartCard>
        <SeriesChartCard
          id="new-users"
          title={TEXTS.charts.newUsers}
          note={TEXTS.practiceWide}
          range={range}
          first={C.month}
          periodKey="month"
          rows={data.newUsers}
          series={userSeries}
          chart="stacked-bar"
        />
        <ChartCard
          id="heatmap"
          title={TEXTS.charts.heatmap}
          range={range}
          empty={data.heatmap.length === 0}
          table={{
            headers: [C.weekday, C.hour, C.appointments],
            rows: data.heatmap.map((h) => [
              TEXTS.weekdays[h.weekday - 1]!,
              `${String(h.hour).padStart(2, '0')}:00`,
              h.count,
            ]),
          }}
        >
          <MatrixChart
            data={TEXTS.weekdaysShort.flatMap((day, i) =>
              hours.map((hour) => ({
                x: String(hour),
                y: day,
                value: data.heatmap.find((h) => h.weekday === i + 1 && h.hour === hour)?.count ?? 0,
              })),
            )}
            xLabels={hours.map(String)}
            yLabels={TEXTS.weekdaysShort}
            withXLabels
            withYLabels
            cellSize={phone ? Math.max(8, Math.floor(240 / hours.length)) : 22}
            yLabelsWidth={36}
            xLabelsHeight={24}
            colors={['teal.1', 'teal.3', 'teal.5', 'teal.7']}
            // The legend runs past the cells' width on a phone; the table view has the numbers.
            withLegend={!phone}
            legendLabels={[TEXTS.heatLess, TEXTS.heatMore]}
            withTooltip
            getTooltipLabel={(cell) => `${cell.y} ${cell.x}:00 — ${cell.value ?? 0}`}
            aria-hidden="true"
          />
        </ChartCard>
        <SeriesChartCard
          id="patients"
          title={TEXTS.charts.patients}
          note={TEXTS.returned(data.returning.cameBack, data.returning.firstVisits, returnedPct)}
          range={range}
          first={C.month}
          periodKey="month"
          rows={data.patientsByMonth}
          series={patientSeries}
          chart="stacked-bar"
        />
        <ChartCard
          id="top-appointments"
          title={TEXTS.charts.topAppointments}
          range={range}
          empty={data.topByAppointments.length === 0}
          table={{
            headers: [C.therapist, C.appointments],
            rows: data.topByAppointments.map((t) => [t.name, t.appointments]),
          }}
        >
          <BarChart
            h={Math.max(120, data.topByAppointments.length * 32)}
            data={data.topByAppointments}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: phone ? 110 : 170 }}
            series={[{ name: 'appointments', label: C.appointments, color: 'teal.6' }]}
          />
        </ChartCard>
        <ChartCard
          id="top-rating"
          title={TEXTS.charts.topRating}
          range={range}
          empty={data.topByRating.length === 0}
          table={{
            headers: [C.therapist, C.average, C.ratings],
            rows: data.topByRating.map((t) => [t.name, t.average, t.ratings]),
          }}
        >
          <BarChart
            h={Math.max(120, data.topByRating.length * 32)}
            data={data.topByRating}
            dataKey="name"
            orientation="vertical"
            xAxisProps={{ domain: [0, 5] }}
            yAxisProps={{ width: phone ? 110 : 170 }}
            series={[{ name: 'average', label: C.average, color: 'yellow.6' }]}
          />
        </ChartCard>
        <ChartCard
          id="rating-distribution"
          title={TEXTS.charts.ratingDistribution}
          range={range}
          empty={data.ratingDistribution.every((r) => r.count === 0)}
          table={{
            headers: [C.stars, C.count],
            rows: data.ratingDistribution.map((r) => [r.stars, r.count]),
          }}
        >
          <BarChart
            h={CHART_H}
            data={data.ratingDistribution.map((r) => ({ ...r, label: TEXTS.starsLabel(r.stars) }))}
            dataKey="label"
            series={[{ name: 'count', label: C.count, color: 'yellow.6' }]}
          />
        </ChartCard>
        <SeriesChartCard
          id="content"
          title={TEXTS.charts.content}
          note={TEXTS.practiceWide}
          range={range}
          first={periodHeader}
          periodKey="period"
          rows={data.content}
          series={contentSeries}
          chart="bar"
        />
        <ChartCard
          id="top-content"
          title={TEXTS.charts.topContent}
          note={TEXTS.practiceWide}
          range={range}
          tableOnly
          table={{
            headers: [C.title, C.kind, C.views, C.downloads],
            rows: data.topContent.map((c) => [
              c.title,
              TEXTS.kinds[c.kind] ?? c.kind,
              c.views,
              c.downloads,
            ]),
          }}
        />
        <SeriesChartCard
          id="chat"
          title={TEXTS.charts.chat}
          range={range}
          first={periodHeader}
          periodKey="period"
          rows={data.chat}
          series={chatSeries}
          extra={[{ header: C.conversations, cell: (c) => c.conversations }]}
          chart="stacked-area"
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A chart of rows per period (or month), one series a field: the table view has the same columns,
 * and there is nothing to draw when no row has a value in any series.
 */
function SeriesChartCard<R extends { [K in keyof R]: CsvCell }>(props: {
  id: string;
  title: string;
  note?: ReactNode;
  range: { from: string; to: string };
  /** The header of the period column. */
  first: string;
  periodKey: keyof R & ('period' | 'month');
  rows: R[];
  series: Series<R>[];
  extra?: { header: string; cell: (row: R) => CsvCell }[];
  chart: 'bar' | 'stacked-bar' | 'stacked-area';
  withLegend?: boolean;
}) {
  const { rows, series, periodKey } = props;
  const data = rows.map((r) => ({ ...r, label: formatPeriod(String(r[periodKey])) }));
  const withLegend = props.withLegend ?? true;
  return (
    <ChartCard
      id={props.id}
      title={props.title}
      note={props.note}
      range={props.range}
      empty={noValues(rows, series)}
      table={seriesTable(props.first, periodKey, rows, series, props.extra)}
    >
      {props.chart === 'stacked-area' ? (
        <AreaChart
          h={CHART_H}
          data={data}
          dataKey="label"
          type="stacked"
          curveType="linear"
          series={series}
          withLegend={withLegend}
        />
      ) : (
        <BarChart
          h={CHART_H}
          data={data}
          dataKey="label"
          type={props.chart === 'stacked-bar' ? 'stacked' : undefined}
          series={series}
          withLegend={withLegend}
        />
      )}
    </ChartCard>
  );
}

/** The hours the heat map shows: working hours, widened to any hour with appointments. */
function heatHours(cells: { hour: number }[]): number[] {
  const lo = Math.min(8, ...cells.map((c) => c.hour));
  const hi = Math.max(20, ...cells.map((c) => c.hour));
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

function Figure({ figure }: { figure: AnalyticsDashboard['figures'][number] }) {
  const change = formatChange(figure.key, figure.current, figure.previous);
  const lowerBetter = LOWER_IS_BETTER.includes(figure.key);
  const good =
    change && change.direction !== 'same' && (change.direction === 'down') === lowerBetter;
  const color = !change || change.direction === 'same' ? 'gray' : good ? 'teal' : 'red';
  const Icon =
    !change || change.direction === 'same'
      ? IconEqual
      : change.direction === 'up'
        ? IconArrowUpRight
        : IconArrowDownRight;
  const label = ANALYTICS_TEXTS.figures[figure.key];
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`figure-${figure.key}`}>
      <Tooltip label={ANALYTICS_TEXTS.figureHelp[figure.key]} multiline w={240} withArrow>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} tabIndex={0} w="fit-content">
          {label}
        </Text>
      </Tooltip>
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.3} data-testid="figure-value">
        {formatFigure(figure.key, figure.current)}
      </Text>
      <Group gap={6} wrap="wrap">
        {change ? (
          <Badge
            color={color}
            variant="light"
            leftSection={<Icon size={12} aria-hidden="true" />}
            aria-label={`${change.text}, ${
              change.direction === 'same' ? TEXTS.same : good ? TEXTS.better : TEXTS.worse
            }`}
          >
            {change.text}
          </Badge>
        ) : null}
        <Text size="xs" c="dimmed" data-testid="figure-previous">
          {figure.previous === null && figure.current === null
            ? TEXTS.noPrevious
            : TEXTS.previous(formatFigure(figure.key, figure.previous))}
        </Text>
      </Group>
    </Paper>
  );
}
