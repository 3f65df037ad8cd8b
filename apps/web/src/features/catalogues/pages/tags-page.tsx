import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import type { Tag } from '@armonia/shared';
import { useDeleteTag, useSaveTag, useTags } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
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
      <Group justify="space-between" mb="md" gap="sm">
        <Text c="dimmed">{TEXTS.tags.intro}</Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {TEXTS.tags.new}
        </Button>
      </Group>
      <QueryState
        query={tags}
        loading={TEXTS.tags.loading}
        error={TEXTS.tags.error}
        empty={
          <EmptyState
            icon={IconTags}
            message={TEXTS.tags.empty}
            action={
              <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
                {TEXTS.tags.first}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <DataTable
            caption={TEXTS.tags.caption}
            rows={data}
            rowKey={(t) => t.id}
            layout="table"
            tableProps={{ striped: true, verticalSpacing: 'xs' }}
            columns={[
              { key: 'name', header: TEXTS.browser.tag, cell: (t) => t.name },
              {
                key: 'actions',
                header: TEXTS.common.actions,
                headerHidden: true,
                align: 'right',
                cell: (t) => (
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
                ),
              },
            ]}
          />
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
