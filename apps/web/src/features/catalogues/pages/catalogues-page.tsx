import { Anchor } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import { Link } from 'react-router';
import type { Catalog } from '@armonia/shared';
import { useCatalogs, useDeleteLevel, useSaveLevel } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { NamedListPanel } from '../components/named-list-panel.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { TEXTS } from '../texts.ts';

/** /catalogue/catalogues: the general catalogues; each opens at /catalogue/primary/{name}. */
export default function CataloguesPage() {
  const catalogs = useCatalogs();
  const save = useSaveLevel('primary');
  const remove = useDeleteLevel('primary');
  const [editing, setEditing] = useState<Catalog | 'new' | null>(null);
  const current = editing && editing !== 'new' ? editing : undefined;

  return (
    <NamedListPanel
      texts={TEXTS.catalogs}
      icon={IconBooks}
      query={catalogs}
      onNew={() => setEditing('new')}
      dialog={
        <NameDialog
          opened={editing !== null}
          title={current ? TEXTS.catalogs.edit : TEXTS.catalogs.new}
          label={TEXTS.catalogs.nameLabel}
          field="elementCatalog"
          withDescription
          initial={
            current ? { name: current.elementCatalog, description: current.description } : undefined
          }
          onClose={() => setEditing(null)}
          onSubmit={(v) =>
            save.mutateAsync({
              id: current?.id,
              body: { elementCatalog: v.name, description: v.description },
            })
          }
        />
      }
    >
      {(data) => (
        <DataTable
          caption={TEXTS.catalogs.caption}
          rows={data}
          rowKey={(c) => c.id}
          minWidth={560}
          tableProps={{ striped: true, 'data-testid': 'catalogs-table' }}
          columns={[
            {
              key: 'name',
              header: TEXTS.common.catalog,
              cell: (c) => (
                <Anchor
                  component={Link}
                  to={`/catalogue/primary/${encodeURIComponent(c.elementCatalog)}`}
                >
                  {c.elementCatalog}
                </Anchor>
              ),
            },
            {
              key: 'description',
              header: TEXTS.common.description,
              cell: (c) => c.description || '—',
            },
            { key: 'groups', header: TEXTS.catalogs.groups, cell: (c) => c.groups },
            {
              key: 'actions',
              header: TEXTS.common.actions,
              headerHidden: true,
              card: 'actions',
              cell: (c) => (
                <RowActions
                  name={c.elementCatalog}
                  onEdit={() => setEditing(c)}
                  onDelete={() =>
                    void confirmAndDelete(TEXTS.kinds.catalog, c.elementCatalog, () =>
                      remove.mutateAsync(c.id),
                    )
                  }
                />
              ),
            },
          ]}
        />
      )}
    </NamedListPanel>
  );
}
