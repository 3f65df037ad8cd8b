import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import type { Tag } from '@armonia/shared';
import { useDeleteTag, useSaveTag, useTags } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { QueryState } from '../../../components/query-state.tsx';

/** /catalogue/tag: Formación en otras terapias, the tags of registers and of the directory. */
export default function TagsPage() {
  const tags = useTags();
  const save = useSaveTag();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const current = editing && editing !== 'new' ? editing : undefined;
  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <Group justify="space-between" mb="md">
        <Text c="dimmed">
          Terapias y formaciones con las que se etiquetan registros y terapeutas.
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Nueva etiqueta
        </Button>
      </Group>
      <QueryState
        query={tags}
        loading="Cargando etiquetas"
        error="No pudimos cargar las etiquetas."
        empty="Aún no hay etiquetas."
      >
        {(data) => (
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Etiqueta</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">Acciones</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <RowActions
                        name={t.name}
                        onEdit={() => setEditing(t)}
                        onDelete={() =>
                          void confirmAndDelete('etiqueta', t.name, () => remove.mutateAsync(t.id))
                        }
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <NameDialog
        opened={editing !== null}
        title={current ? 'Editar etiqueta' : 'Nueva etiqueta'}
        label="Nombre de la etiqueta"
        field="name"
        initial={current ? { name: current.name, description: '' } : undefined}
        onClose={() => setEditing(null)}
        onSubmit={(v) => save.mutateAsync({ id: current?.id, name: v.name })}
      />
    </Paper>
  );
}
