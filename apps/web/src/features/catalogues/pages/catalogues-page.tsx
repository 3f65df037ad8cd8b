import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import { Link } from 'react-router';
import type { Catalog } from '@armonia/shared';
import { useCatalogs, useDeleteLevel, useSaveLevel } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TEXTS } from '../texts.ts';

/** /catalogue/catalogues: the general catalogues; each opens at /catalogue/primary/{name}. */
export default function CataloguesPage() {
  const catalogs = useCatalogs();
  const save = useSaveLevel('primary');
  const remove = useDeleteLevel('primary');
  const [editing, setEditing] = useState<Catalog | 'new' | null>(null);
  const current = editing && editing !== 'new' ? editing : undefined;

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="md" gap="sm">
        <Text c="dimmed">{TEXTS.catalogs.intro}</Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {TEXTS.catalogs.new}
        </Button>
      </Group>
      <QueryState
        query={catalogs}
        loading={TEXTS.catalogs.loading}
        error={TEXTS.catalogs.error}
        empty={
          <EmptyState
            icon={IconBooks}
            message={TEXTS.catalogs.empty}
            action={
              <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
                {TEXTS.catalogs.first}
              </Button>
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
      </QueryState>
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
    </Paper>
  );
}
