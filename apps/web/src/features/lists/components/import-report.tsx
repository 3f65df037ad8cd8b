import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ImportReport, ListDef } from '@armonia/shared';
import { showMessage } from '../../../core/dialogs.tsx';
import { TEXTS } from '../texts.ts';

export function importedMessage(n: number): string {
  return TEXTS.report.imported(n);
}

function ErrorsTable({ def, report }: { def: ListDef; report: ImportReport }) {
  const labels = new Map(def.fields.map((f) => [f.key, f.label]));
  return (
    <Table.ScrollContainer minWidth={300} maxHeight={360} type="native">
      <Table striped withTableBorder verticalSpacing="xs" stickyHeader>
        <Table.Caption>{TEXTS.report.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{TEXTS.report.row}</Table.Th>
            <Table.Th scope="col">{TEXTS.report.field}</Table.Th>
            <Table.Th scope="col">{TEXTS.report.message}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.errors.map((e, i) => (
            <Table.Tr key={`${e.row}-${e.field}-${i}`}>
              <Table.Td>{e.row}</Table.Td>
              <Table.Td>{labels.get(e.field) ?? e.field}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Tells what an all-or-nothing import did: the count, or every row to fix. */
export function showImportReport(def: ListDef, report: ImportReport): void {
  if (report.errors.length === 0) {
    void showMessage({
      kind: 'success',
      title: TEXTS.report.done,
      message: importedMessage(report.imported),
    });
    return;
  }
  const id = modals.open({
    title: TEXTS.report.nothing,
    centered: true,
    size: 'lg',
    children: (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {TEXTS.report.nothingHint}
        </Alert>
        <Text size="sm">{TEXTS.report.errorCount(report.errors.length)}</Text>
        <ErrorsTable def={def} report={report} />
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            {TEXTS.common.close}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
