import {
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  ActionIcon,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPlus, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  APP_ROUTES,
  ROLES,
  type AdminUser,
  type Role,
  type UsersQuery,
  pageCount,
} from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatShortDayTime } from '../../../core/dates.ts';
import { confirmAction } from '../../../core/dialogs.tsx';
import { useSendReset, useSetActive, useUsers } from '../api.ts';
import { UserDetailDrawer } from '../components/user-detail-drawer.tsx';
import { UserFormDialog } from '../components/user-form-dialog.tsx';
import { ROLE_LABELS, TEXTS } from '../texts.ts';

const T = TEXTS.users;
const PAGE_SIZE = 20;
const fullName = (u: AdminUser) => [u.name, u.lastName].filter(Boolean).join(' ');

/** Sortable columns and the API's sort names. */
const SORT_OF: Record<string, UsersQuery['sort']> = {
  name: 'nombre',
  email: 'correo',
  lastLogin: 'ultimo_acceso',
};

/** /user/users (Usuarios): search, filters, sort, pages; create, edit, deactivate, reset. */
export default function UsersPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [role, setRole] = useState<Role | null>(null);
  const [state, setState] = useState<'activo' | 'inactivo' | null>(null);
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({
    key: 'name',
    dir: 'asc',
  });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [params] = useSearchParams();
  const [viewing, setViewing] = useState<string | null>(() => {
    const id = params.get('id');
    return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  });
  const filters = `${q}|${role}|${state}|${sort.key}|${sort.dir}`;
  const [pageOf, setPageOf] = useState(filters);
  const current = pageOf === filters ? page : 1;
  const list = useUsers({
    q,
    role: role ?? undefined,
    state: state ?? undefined,
    sort: SORT_OF[sort.key],
    dir: sort.dir,
    page: current,
    pageSize: PAGE_SIZE,
  });
  const setActive = useSetActive();
  const reset = useSendReset();
  const pages = pageCount(list.data?.total, PAGE_SIZE);

  async function toggleActive(u: AdminUser) {
    const ok = await confirmAction({
      title: u.active ? T.deactivateTitle : T.reactivateTitle,
      message: u.active ? T.deactivateQuestion(fullName(u)) : T.reactivateQuestion(fullName(u)),
      confirmLabel: u.active ? T.deactivate : T.reactivate,
    });
    if (!ok) return;
    await setActive.mutateAsync({ id: u.id, active: !u.active });
    notifications.show({ color: 'teal', message: u.active ? T.deactivated : T.reactivated });
  }

  async function sendReset(u: AdminUser) {
    const ok = await confirmAction({
      title: T.resetTitle,
      message: T.resetQuestion(fullName(u), u.email),
      confirmLabel: T.send,
    });
    if (!ok) return;
    const answer = await reset.mutateAsync(u.id);
    notifications.show({ color: 'teal', message: answer.message });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text c="dimmed" size="sm" maw={560}>
            {T.intro}
          </Text>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing('new')}
          >
            {T.newUser}
          </Button>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchInput
            label={T.search}
            placeholder={T.searchPlaceholder}
            value={search}
            onChange={setSearch}
            maxLength={100}
            w={{ base: '100%', sm: 300 }}
          />
          <Select
            label={T.role}
            placeholder={T.allRoles}
            data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={role}
            onChange={(v) => setRole(v as Role | null)}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={T.state}
            placeholder={T.allStates}
            data={[
              { value: 'activo', label: T.active },
              { value: 'inactivo', label: T.inactive },
            ]}
            value={state}
            onChange={(v) => setState(v as 'activo' | 'inactivo' | null)}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        <QueryState
          query={list}
          texts={T}
          empty={<EmptyState icon={IconUserOff} message={T.empty} />}
        >
          {(data) => (
            <>
              <DataTable
                caption={T.caption}
                rows={data.items}
                rowKey={(u) => u.id}
                minWidth={820}
                busy={list.isFetching}
                sort={sort}
                onSort={(key) =>
                  setSort((s) => ({
                    key,
                    dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc',
                  }))
                }
                tableProps={{ striped: true, verticalSpacing: 'xs', 'data-testid': 'users-table' }}
                rowProps={(u) => ({ 'data-user': u.email })}
                columns={[
                  {
                    key: 'name',
                    header: T.name,
                    card: 'title',
                    sortable: true,
                    cell: (u) => (
                      <Anchor
                        component="button"
                        type="button"
                        fw={500}
                        onClick={() => setViewing(u.id)}
                        style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                      >
                        {fullName(u)}
                      </Anchor>
                    ),
                  },
                  {
                    key: 'email',
                    header: T.email,
                    sortable: true,
                    cell: (u) => (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {u.email}
                      </Text>
                    ),
                  },
                  { key: 'role', header: T.role, nowrap: true, cell: (u) => ROLE_LABELS[u.role] },
                  {
                    key: 'state',
                    header: T.state,
                    cell: (u) => (
                      <Group gap={4}>
                        <Badge color={u.active ? 'teal' : 'red'} variant="light" tt="none">
                          {u.active ? T.active : T.inactive}
                        </Badge>
                        {u.invited ? (
                          <Badge color="gray" variant="light" tt="none">
                            {T.invited}
                          </Badge>
                        ) : null}
                      </Group>
                    ),
                  },
                  {
                    key: 'lastLogin',
                    header: T.lastLogin,
                    sortable: true,
                    nowrap: true,
                    cell: (u) => (u.lastLoginAt ? formatShortDayTime(u.lastLoginAt) : T.never),
                  },
                  {
                    key: 'actions',
                    header: T.actions,
                    headerHidden: true,
                    card: 'actions',
                    cell: (u) => (
                      <Group gap={6} wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(u)}>
                          {T.edit}
                        </Button>
                        {u.role === 'Terapeuta' ? (
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={`${APP_ROUTES.adminTherapistProfile.path}?id=${u.id}`}
                            aria-label={`${T.profile}: ${fullName(u)}`}
                          >
                            {T.profile}
                          </Button>
                        ) : null}
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`${T.actions}: ${fullName(u)}`}
                            >
                              <IconDots size={18} aria-hidden="true" />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {u.role === 'Terapeuta' ? (
                              <Menu.Item
                                component={Link}
                                to={`${APP_ROUTES.therapistAccess.path}?id=${u.id}`}
                              >
                                {T.access}
                              </Menu.Item>
                            ) : null}
                            <Menu.Item onClick={() => setViewing(u.id)}>{T.history}</Menu.Item>
                            <Menu.Item disabled={!u.active} onClick={() => void sendReset(u)}>
                              {T.reset}
                            </Menu.Item>
                            <Menu.Item
                              color={u.active ? 'red' : 'teal'}
                              onClick={() => void toggleActive(u)}
                            >
                              {u.active ? T.deactivate : T.reactivate}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Group>
                    ),
                  },
                ]}
              />
              <Group justify="space-between" mt="xs" gap="sm">
                <Text size="sm" c="dimmed">
                  {T.pageOf(current, pages, data.total)}
                </Text>
                {pages > 1 ? (
                  <Pagination
                    total={pages}
                    value={current}
                    onChange={(p) => {
                      setPage(p);
                      setPageOf(filters);
                    }}
                    aria-label={T.pagination}
                    size="sm"
                    getControlProps={(control) => ({ 'aria-label': T.pageControls[control] })}
                    getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
                  />
                ) : null}
              </Group>
            </>
          )}
        </QueryState>
      </Stack>
      {editing ? (
        <UserFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          opened
          user={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <UserDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </Paper>
  );
}
