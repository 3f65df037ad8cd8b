import { Anchor, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import { Link } from 'react-router';
import type { Catalog } from '@armonia/shared';
import { useCatalogs, useDeleteLevel, useSaveLevel } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { QueryState } from '../../../components/query-state.tsx';
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
      <Group justify="space-between" mb="md">
        <Text c="dimmed">{TEXTS.catalogs.intro}</Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {TEXTS.catalogs.new}
        </Button>
      </Group>
      <QueryState
        query={catalogs}
        loading={TEXTS.catalogs.loading}
        error={TEXTS.catalogs.error}
        empty={TEXTS.catalogs.empty}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm" data-testid="catalogs-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{TEXTS.common.catalog}</Table.Th>
                  <Table.Th>{TEXTS.common.description}</Table.Th>
                  <Table.Th>{TEXTS.catalogs.groups}</Table.Th>
                  <Table.Th>
                    <span className="mantine-visually-hidden">{TEXTS.common.actions}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/catalogue/primary/${encodeURIComponent(c.elementCatalog)}`}
                      >
                        {c.elementCatalog}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.description || '—'}</Table.Td>
                    <Table.Td>{c.groups}</Table.Td>
                    <Table.Td>
                      <RowActions
                        name={c.elementCatalog}
                        onEdit={() => setEditing(c)}
                        onDelete={() =>
                          void confirmAndDelete(TEXTS.kinds.catalog, c.elementCatalog, () =>
                            remove.mutateAsync(c.id),
                          )
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
