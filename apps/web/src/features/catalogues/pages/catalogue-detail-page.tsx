import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useState } from 'react';
import { RowActions } from '../components/row-actions.tsx';
import { useParams } from 'react-router';
import type { CatalogGroup, CatalogSubgroup } from '@armonia/shared';
import { useDeleteLevel, useGroups, useSaveLevel, useSubgroups } from '../api/catalogues.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { RegisterBrowser } from '../components/register-browser.tsx';
import { confirmAndDelete } from '../components/confirm-and-delete.ts';
import { TEXTS } from '../texts.ts';

type Editing =
  | { level: 'group'; item?: CatalogGroup }
  | { level: 'subgroup'; group: string; item?: CatalogSubgroup }
  | null;

/** /catalogue/primary/{elementCatalog}: its groups and subgroups, then its registers. */
export default function CatalogueDetailPage() {
  const elementCatalog = decodeURIComponent(useParams().elementCatalog ?? '');
  const groups = useGroups(elementCatalog);
  const subgroups = useSubgroups(elementCatalog);
  const saveGroup = useSaveLevel('group');
  const saveSubgroup = useSaveLevel('subgroup');
  const deleteGroup = useDeleteLevel('group');
  const deleteSubgroup = useDeleteLevel('subgroup');
  const [editing, setEditing] = useState<Editing>(null);

  if (groups.isError) {
    return (
      <Alert color="red" role="alert">
        {TEXTS.detail.notFound(elementCatalog)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {elementCatalog}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            {TEXTS.detail.title}
          </Title>
          <Button
            size="xs"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ level: 'group' })}
          >
            {TEXTS.detail.newGroup}
          </Button>
        </Group>
        {groups.isLoading ? (
          <Loader size="sm" aria-label={TEXTS.detail.loading} />
        ) : (groups.data ?? []).length === 0 ? (
          <EmptyState
            icon={IconFolderPlus}
            message={TEXTS.detail.empty}
            size="sm"
            action={
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing({ level: 'group' })}
              >
                {TEXTS.detail.firstGroup}
              </Button>
            }
          />
        ) : (
          <Stack gap="sm" data-testid="groups">
            {groups.data!.map((g) => (
              <Paper key={g.id} withBorder radius="sm" p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{g.elementGroup}</Text>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => setEditing({ level: 'subgroup', group: g.elementGroup })}
                    >
                      {TEXTS.common.subgroup}
                    </Button>
                    <RowActions
                      name={g.elementGroup}
                      onEdit={() => setEditing({ level: 'group', item: g })}
                      onDelete={() =>
                        void confirmAndDelete(TEXTS.kinds.group, g.elementGroup, () =>
                          deleteGroup.mutateAsync(g.id),
                        )
                      }
                    />
                  </Group>
                </Group>
                <Group gap="xs" mt={6}>
                  {(subgroups.data ?? [])
                    .filter((s) => s.groupId === g.id)
                    .map((s) => (
                      <Group
                        key={s.id}
                        gap={2}
                        wrap="nowrap"
                        bg="gray.0"
                        px={8}
                        py={2}
                        style={{ borderRadius: 12 }}
                      >
                        <Text size="sm">{s.elementSubgroup}</Text>
                        <RowActions
                          size="sm"
                          name={s.elementSubgroup}
                          onEdit={() =>
                            setEditing({ level: 'subgroup', group: g.elementGroup, item: s })
                          }
                          onDelete={() =>
                            void confirmAndDelete(TEXTS.kinds.subgroup, s.elementSubgroup, () =>
                              deleteSubgroup.mutateAsync(s.id),
                            )
                          }
                        />
                      </Group>
                    ))}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Paper>
      <RegisterBrowser fixedCatalog={elementCatalog} />
      <NameDialog
        opened={editing !== null}
        title={
          editing?.level === 'subgroup'
            ? editing.item
              ? TEXTS.detail.editSubgroup
              : TEXTS.detail.newSubgroupOf(editing.group)
            : editing?.item
              ? TEXTS.detail.editGroup
              : TEXTS.detail.newGroup
        }
        label={editing?.level === 'subgroup' ? TEXTS.detail.subgroupName : TEXTS.detail.groupName}
        field={editing?.level === 'subgroup' ? 'elementSubgroup' : 'elementGroup'}
        withDescription
        initial={
          editing?.item
            ? {
                name:
                  editing.level === 'group'
                    ? editing.item.elementGroup
                    : editing.item.elementSubgroup,
                description: editing.item.description,
              }
            : undefined
        }
        onClose={() => setEditing(null)}
        onSubmit={(v) =>
          editing?.level === 'subgroup'
            ? saveSubgroup.mutateAsync({
                id: editing.item?.id,
                body: {
                  elementCatalog,
                  elementGroup: editing.group,
                  elementSubgroup: v.name,
                  description: v.description,
                },
              })
            : saveGroup.mutateAsync({
                id: editing?.item?.id,
                body: { elementCatalog, elementGroup: v.name, description: v.description },
              })
        }
      />
    </Stack>
  );
}
