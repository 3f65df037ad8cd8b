import { Group } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import type { Tag } from '@armonia/shared';
import { useDeleteTag, useSaveTag, useTags } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { NamedListPanel } from '../components/named-list-panel.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { TEXTS } from '../texts.ts';

/** /catalogue/tag: Formación en otras terapias, the tags of registers and of the directory. */
export default function TagsPage() {
  const tags = useTags();
  const save = useSaveTag();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const current = editing && editing !== 'new' ? editing : undefined;
  return (
    <NamedListPanel
      texts={TEXTS.tags}
      icon={IconTags}
      query={tags}
      onNew={() => setEditing('new')}
      maw={720}
      dialog={
        <NameDialog
          opened={editing !== null}
          title={current ? TEXTS.tags.edit : TEXTS.tags.new}
          label={TEXTS.tags.nameLabel}
          field="name"
          initial={current ? { name: current.name, description: '' } : undefined}
          onClose={() => setEditing(null)}
          onSubmit={(v) => save.mutateAsync({ id: current?.id, name: v.name })}
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
                      void confirmAndDelete(TEXTS.kinds.tag, t.name, () => remove.mutateAsync(t.id))
                    }
                  />
                </Group>
              ),
            },
          ]}
        />
      )}
    </NamedListPanel>
  );
}
