import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ImportReport, ListDef } from '@armonia/shared';
import { showMessage } from '../../../core/dialogs.tsx';

export function importedMessage(n: number): string {
  return n === 1
    ? 'Se importó 1 elemento.'
    : `Se importaron ${n.toLocaleString('es-MX')} elementos.`;
}

function ErrorsTable({ def, report }: { def: ListDef; report: ImportReport }) {
  const labels = new Map(def.fields.map((f) => [f.key, f.label]));
  return (
    <Table.ScrollContainer minWidth={420} maxHeight={360} type="native">
      <Table striped withTableBorder verticalSpacing="xs" stickyHeader>
        <Table.Caption>Filas con errores en el archivo</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fila</Table.Th>
            <Table.Th scope="col">Campo</Table.Th>
            <Table.Th scope="col">Mensaje</Table.Th>
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
      title: 'Importación terminada',
      message: importedMessage(report.imported),
    });
    return;
  }
  const id = modals.open({
    title: 'No se importó nada',
    centered: true,
    size: 'lg',
    children: (
      <Stack gap="md">
        <Alert color="red" role="alert">
          No se importó nada: corrige estas filas y vuelve a intentarlo.
        </Alert>
        <Text size="sm">
          {report.errors.length === 1
            ? 'Se encontró 1 error.'
            : `Se encontraron ${report.errors.length.toLocaleString('es-MX')} errores.`}
        </Text>
        <ErrorsTable def={def} report={report} />
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            Cerrar
          </Button>
        </Group>
      </Stack>
    ),
  });
}
