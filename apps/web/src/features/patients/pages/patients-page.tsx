import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PatientSummary } from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { usePatients } from '../api/patients.ts';
import { formatShortDayTime } from '../../../core/dates.ts';
import { NewPatientDialog } from '../components/new-patient-dialog.tsx';
import { PortalBadge } from '../components/portal-badge.tsx';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { pageCount } from '@armonia/shared';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;
const T = TEXTS.list;

export const recordPath = (id: string) => `/patients/${id}`;

/** /patients: the therapist's patients, searchable and paginated. */
export default function PatientsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [includeInactive, setIncludeInactive] = useState(false);
  // A new search or filter starts on page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${q}|${includeInactive}`;
  const page = paging.key === key ? paging.page : 1;
  const [creating, setCreating] = useState(false);

  const query = usePatients({ search: q, page, pageSize: PAGE_SIZE, includeInactive });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, PAGE_SIZE);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: '1 1 260px' }}>
            <SearchInput
              label={T.search}
              placeholder={T.searchPlaceholder}
              value={search}
              onChange={setSearch}
              style={{ flex: '1 1 240px', maxWidth: 420 }}
            />
            <Switch
              label={T.includeInactive}
              checked={includeInactive}
              onChange={(e) => setIncludeInactive(e.currentTarget.checked)}
              mb={8}
            />
          </Group>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {T.newPatient}
          </Button>
        </Group>

        <QueryState
          query={query}
          loading={T.loading}
          centered="xl"
          error={
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{T.error}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                  {T.retry}
                </Button>
              </Group>
            </Alert>
          }
          empty={
            q ? (
              <EmptyState
                icon={IconUserSearch}
                message={T.noMatch}
                data-testid="patients-empty"
                action={
                  <Button variant="light" onClick={() => setSearch('')}>
                    {T.clearSearch}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={IconUsers}
                message={T.empty}
                data-testid="patients-empty"
                action={
                  <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
                    {T.firstPatient}
                  </Button>
                }
              />
            )
          }
          isEmpty={() => items.length === 0}
        >
          {() => (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {T.count(total)}
              </Text>
              <DataTable
                caption={T.caption}
                columns={columns}
                rows={items}
                rowKey={(p) => p.id}
                busy={query.isPlaceholderData}
                minWidth={640}
                tableProps={{ highlightOnHover: true, 'data-testid': 'patients-table' }}
                rowProps={(p) => ({
                  onClick: () => void navigate(recordPath(p.id)),
                  style: { cursor: 'pointer' },
                  'data-testid': 'patient-row',
                })}
              />
              {totalPages > 1 ? (
                <Center>
                  <Pagination
                    total={totalPages}
                    value={page}
                    onChange={(p) => setPaging({ key, page: p })}
                    getControlProps={(control) => ({ 'aria-label': TEXTS.pagination[control] })}
                    getItemProps={(p) => ({ 'aria-label': TEXTS.pagination.page(p) })}
                    size="sm"
                  />
                </Center>
              ) : null}
            </>
          )}
        </QueryState>
      </Stack>
      <NewPatientDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(p) => {
          setCreating(false);
          void navigate(recordPath(p.id));
        }}
      />
    </Paper>
  );
}

const columns: DataColumn<PatientSummary>[] = [
  {
    key: 'name',
    header: T.name,
    cell: (p) => (
      <>
        <Anchor
          component={Link}
          to={recordPath(p.id)}
          fw={500}
          onClick={(e) => e.stopPropagation()}
        >
          {p.lastName}, {p.name}
        </Anchor>
        {!p.active ? (
          <Badge color="gray" variant="light" size="sm" ml="xs">
            {TEXTS.inactive}
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    key: 'contact',
    header: T.contact,
    cell: (p) => (
      <>
        <Text size="sm">{p.email || T.none}</Text>
        {p.phone ? (
          <Text size="xs" c="dimmed">
            {p.phone}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'next',
    header: T.next,
    cell: (p) => (
      <Text size="sm">
        {p.nextAppointmentAt ? formatShortDayTime(p.nextAppointmentAt) : T.none}
      </Text>
    ),
  },
  {
    key: 'last',
    header: T.last,
    cell: (p) => (
      <Text size="sm">
        {p.lastAppointmentAt ? formatShortDayTime(p.lastAppointmentAt) : T.none}
      </Text>
    ),
  },
  { key: 'portal', header: T.portal, cell: (p) => <PortalBadge portal={p.portal} /> },
];
