import {
  Alert,
  Badge,
  Button,
  type ComboboxData,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBooks, IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RowActions } from './row-actions.tsx';
import {
  actorOf,
  listedOwnership,
  mayChangeRegister,
  pageCount,
  type CatalogRegister,
} from '@armonia/shared';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { confirmAction } from '../../../core/dialogs.tsx';
import {
  useCatalogs,
  useDeleteRegister,
  useGroups,
  useRegisters,
  useSubgroups,
  useTags,
} from '../api/catalogues.ts';
import { RegisterForm } from './register-form.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TEXTS } from '../texts.ts';

const PAGE_SIZE = 20;

/** One clearable filter select of the browser; choosing in it goes back to the first page. */
interface FilterDef {
  label: string;
  placeholder?: string;
  /** Left out (the page shows one catalogue only). */
  hidden?: boolean;
  disabled?: boolean;
  data: ComboboxData;
  value: string | null;
  pick: (value: string | null) => void;
  width: number;
}

/**
 * Registers of the general catalogues: filters by catalogue, group, subgroup and tag, a
 * search that forgives accents and typos, and management of what the user may change
 * (global registers for the administration, their own private ones for a therapist).
 */
export function RegisterBrowser({ fixedCatalog }: { fixedCatalog?: string }) {
  const user = useCurrentUser();
  const isAdmin = user?.Rol === 'Super-Admin';
  const actor = user ? actorOf(user) : undefined;
  const [catalog, setCatalog] = useState<string | null>(fixedCatalog ?? null);
  const [group, setGroup] = useState<string | null>(null);
  const [subgroup, setSubgroup] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [scope, setScope] = useState<'all' | 'global' | 'private'>('all');
  // A search result opens the browser already filtered (?q=).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CatalogRegister | 'new' | null>(null);

  const catalogs = useCatalogs();
  const groups = useGroups(catalog ?? undefined);
  const subgroups = useSubgroups(catalog ?? undefined);
  const tags = useTags();
  const registers = useRegisters({
    elementCatalog: catalog ?? undefined,
    elementGroup: group ?? undefined,
    elementSubgroup: subgroup ?? undefined,
    tag: tag ?? undefined,
    q,
    scope,
    page,
    pageSize: PAGE_SIZE,
  });
  const remove = useDeleteRegister();
  // The API's own rule, so the screen offers exactly the changes the API accepts.
  const canChange = (r: CatalogRegister) =>
    actor !== undefined && mayChangeRegister(actor, listedOwnership(r, actor)).ok;
  const reset = () => setPage(1);
  const filtered = Boolean(
    q || (catalog && !fixedCatalog) || group || subgroup || tag || scope !== 'all',
  );
  const clearFilters = () => {
    setSearch('');
    if (!fixedCatalog) setCatalog(null);
    setGroup(null);
    setSubgroup(null);
    setTag(null);
    setScope('all');
    reset();
  };

  // The filters narrow one another: a catalogue resets its group, a group its subgroup.
  const filters: FilterDef[] = [
    {
      label: TEXTS.common.catalog,
      hidden: Boolean(fixedCatalog),
      data: (catalogs.data ?? []).map((c) => c.elementCatalog),
      value: catalog,
      pick: (v) => {
        setCatalog(v);
        setGroup(null);
        setSubgroup(null);
      },
      width: 200,
    },
    {
      label: TEXTS.common.group,
      disabled: !catalog,
      data: (groups.data ?? []).map((g) => g.elementGroup),
      value: group,
      pick: (v) => {
        setGroup(v);
        setSubgroup(null);
      },
      width: 180,
    },
    {
      label: TEXTS.common.subgroup,
      disabled: !group,
      data: (subgroups.data ?? [])
        .filter((s) => s.elementGroup === group)
        .map((s) => s.elementSubgroup),
      value: subgroup,
      pick: setSubgroup,
      width: 180,
    },
    {
      label: TEXTS.browser.tag,
      placeholder: TEXTS.browser.allTags,
      data: (tags.data ?? []).map((t) => ({ value: t.id, label: t.name })),
      value: tag,
      pick: setTag,
      width: 180,
    },
  ];

  const del = async (r: CatalogRegister) => {
    const yes = await confirmAction({
      title: TEXTS.browser.deleteTitle,
      message: TEXTS.browser.deleteQuestion(r.name),
      confirmLabel: TEXTS.common.delete,
    });
    if (!yes) return;
    remove.mutate(r.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: TEXTS.browser.deleted }),
    });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={TEXTS.browser.search}
            placeholder={TEXTS.browser.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              reset();
            }}
            w={{ base: '100%', sm: 260 }}
            data-testid="register-search"
          />
          {filters
            .filter((f) => !f.hidden)
            .map((f) => (
              <Select
                key={f.label}
                label={f.label}
                placeholder={f.placeholder ?? TEXTS.common.all}
                clearable
                disabled={f.disabled}
                data={f.data}
                value={f.value}
                onChange={(v) => {
                  f.pick(v);
                  reset();
                }}
                w={{ base: '100%', sm: f.width }}
              />
            ))}
          {isAdmin ? null : (
            <SegmentedControl
              aria-label={TEXTS.browser.scope}
              value={scope}
              onChange={(v) => {
                setScope(v as typeof scope);
                reset();
              }}
              data={[
                { value: 'all', label: TEXTS.common.all },
                { value: 'global', label: TEXTS.browser.global },
                { value: 'private', label: TEXTS.browser.mine },
              ]}
            />
          )}
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} ml="auto">
            {TEXTS.form.newRegister}
          </Button>
        </Group>
      </Paper>

      <QueryState
        query={registers}
        loading={
          <Group justify="center" p="lg">
            <Loader aria-label={TEXTS.browser.loading} />
          </Group>
        }
        error={
          <Alert color="red" role="alert" title={TEXTS.browser.error}>
            <Button size="xs" variant="light" color="red" onClick={() => void registers.refetch()}>
              {TEXTS.common.retry}
            </Button>
          </Alert>
        }
        empty={
          <Paper withBorder radius="md">
            {filtered ? (
              <EmptyState
                icon={IconFilterOff}
                message={TEXTS.browser.noMatch}
                action={
                  <Button variant="light" onClick={clearFilters}>
                    {TEXTS.browser.clearFilters}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={IconBooks}
                message={TEXTS.browser.empty}
                action={
                  <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
                    {TEXTS.browser.addFirst}
                  </Button>
                }
              />
            )}
          </Paper>
        }
      >
        {(data) => (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 0 }}>
            <Text
              size="sm"
              c="dimmed"
              px={{ base: 0, sm: 'md' }}
              pt={{ base: 0, sm: 'sm' }}
              pb="xs"
            >
              {TEXTS.browser.count(data.total)}
            </Text>
            <DataTable
              caption={TEXTS.browser.caption}
              rows={data.items}
              rowKey={(r) => r.id}
              minWidth={720}
              tableProps={{
                striped: true,
                highlightOnHover: true,
                'data-testid': 'registers-table',
              }}
              columns={[
                {
                  key: 'name',
                  header: TEXTS.common.name,
                  cell: (r) => (
                    <>
                      <Text fw={500}>{r.name}</Text>
                      {r.description ? (
                        <Text size="xs" c="dimmed" fw={400} lineClamp={2}>
                          {r.description}
                        </Text>
                      ) : null}
                    </>
                  ),
                },
                { key: 'catalog', header: TEXTS.common.catalog, cell: (r) => r.elementCatalog },
                { key: 'group', header: TEXTS.common.group, cell: (r) => r.elementGroup ?? '—' },
                {
                  key: 'subgroup',
                  header: TEXTS.common.subgroup,
                  cell: (r) => r.elementSubgroup ?? '—',
                },
                {
                  key: 'tags',
                  header: TEXTS.common.tags,
                  cell: (r) =>
                    r.tags.length > 0 ? (
                      <Group gap={4}>
                        {r.tags.map((t) => (
                          <Badge key={t.id} variant="light" size="sm">
                            {t.name}
                          </Badge>
                        ))}
                      </Group>
                    ) : (
                      '—'
                    ),
                },
                {
                  key: 'origin',
                  header: TEXTS.browser.origin,
                  cell: (r) => (
                    <Badge
                      color={r.scope === 'global' ? 'gray' : 'teal'}
                      variant="outline"
                      size="sm"
                    >
                      {r.scope === 'global' ? TEXTS.browser.globalOne : TEXTS.browser.ownOne}
                    </Badge>
                  ),
                },
                {
                  key: 'actions',
                  header: TEXTS.common.actions,
                  headerHidden: true,
                  card: 'actions',
                  cell: (r) =>
                    canChange(r) ? (
                      <RowActions
                        name={r.name}
                        onEdit={() => setEditing(r)}
                        onDelete={() => void del(r)}
                      />
                    ) : null,
                },
              ]}
            />
            {data.total > PAGE_SIZE ? (
              <Group justify="center" p="sm">
                <Pagination
                  total={pageCount(data.total, PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  aria-label={TEXTS.browser.pages}
                />
              </Group>
            ) : null}
          </Paper>
        )}
      </QueryState>

      <RegisterForm
        opened={editing !== null}
        onClose={() => setEditing(null)}
        register={editing && editing !== 'new' ? editing : undefined}
        fixedCatalog={fixedCatalog}
      />
    </Stack>
  );
}
