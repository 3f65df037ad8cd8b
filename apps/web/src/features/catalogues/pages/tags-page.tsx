import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import type { Tag } from '@armonia/shared';
import { useDeleteTag, useSaveTag, useTags } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { TEXTS } from '../texts.ts';

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
        <Text c="dimmed">{TEXTS.tags.intro}</Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {TEXTS.tags.new}
        </Button>
      </Group>
      <QueryState
        query={tags}
        loading={TEXTS.tags.loading}
        error={TEXTS.tags.error}
        empty={TEXTS.tags.empty}
      >
        {(data) => (
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{TEXTS.browser.tag}</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">{TEXTS.common.actions}</span>
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
                          void confirmAndDelete(TEXTS.kinds.tag, t.name, () =>
                            remove.mutateAsync(t.id),
                          )
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
        title={current ? TEXTS.tags.edit : TEXTS.tags.new}
        label={TEXTS.tags.nameLabel}
        field="name"
        initial={current ? { name: current.name, description: '' } : undefined}
        onClose={() => setEditing(null)}
        onSubmit={(v) => save.mutateAsync({ id: current?.id, name: v.name })}
      />
    </Paper>
  );
}
