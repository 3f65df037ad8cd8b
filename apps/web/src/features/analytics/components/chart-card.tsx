import { Button, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { buildCsv, csvFileName, downloadCsv, type CsvCell } from '../csv.ts';
import { TEXTS } from '../texts.ts';

export interface ChartTable {
  headers: string[];
  rows: CsvCell[][];
}

interface Row {
  key: string;
  cells: CsvCell[];
}

/**
 * One chart of the dashboard: its title, the chart or the same figures as a table (the
 * accessible alternative), and the figures as a CSV file.
 */
export function ChartCard(props: {
  id: string;
  title: string;
  note?: ReactNode;
  table: ChartTable;
  /** A chart when there is something to draw, else the empty text shows. */
  empty?: boolean;
  range: { from: string; to: string };
  /** A card with only the table (a list reads better than a chart). */
  tableOnly?: boolean;
  children?: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>(props.tableOnly ? 'table' : 'chart');
  const titleId = useId();
  const rows: Row[] = props.table.rows.map((cells, i) => ({ key: String(i), cells }));
  const columns: DataColumn<Row>[] = props.table.headers.map((header, i) => ({
    key: String(i),
    header,
    cell: (r) => r.cells[i] ?? '',
    align: i > 0 && typeof props.table.rows[0]?.[i] === 'number' ? 'right' : undefined,
  }));
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={`chart-${props.id}`}
      miw={0}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={3} size="h5" id={titleId}>
          {props.title}
        </Title>
        <Group gap="xs">
          {props.tableOnly ? null : (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
              aria-label={TEXTS.viewLabel(props.title)}
              data={[
                { value: 'chart', label: TEXTS.viewChart },
                { value: 'table', label: TEXTS.viewTable },
              ]}
            />
          )}
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            aria-label={TEXTS.csvLabel(props.title)}
            onClick={() =>
              downloadCsv(
                csvFileName(props.title, props.range.from, props.range.to),
                buildCsv(props.table.headers, props.table.rows),
              )
            }
          >
            CSV
          </Button>
        </Group>
      </Group>
      {props.note ? (
        <Text size="sm" c="dimmed" mb="xs">
          {props.note}
        </Text>
      ) : null}
      {props.empty && view === 'chart' ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {TEXTS.empty}
        </Text>
      ) : view === 'chart' ? (
        <div>{props.children}</div>
      ) : (
        <DataTable
          caption={props.title}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.key}
          empty={TEXTS.empty}
        />
      )}
    </Paper>
  );
}
