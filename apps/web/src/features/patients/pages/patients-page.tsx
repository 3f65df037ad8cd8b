import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PatientSummary } from '@armonia/shared';
import { usePatients } from '../api/patients.ts';
import { formatShortDayTime } from '../../../core/dates.ts';
import { NewPatientDialog } from '../components/new-patient-dialog.tsx';
import { PortalBadge } from '../components/portal-badge.tsx';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';

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
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: '1 1 260px' }}>
            <TextInput
              label={T.search}
              placeholder={T.searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 240px', maxWidth: 420 }}
              type="search"
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
            <Text c="dimmed" py="lg" ta="center" data-testid="patients-empty">
              {q ? T.noMatch : T.empty}
            </Text>
          }
          isEmpty={() => items.length === 0}
        >
          {() => (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {T.count(total)}
              </Text>
              {/* On a phone: name (with the portal badge) and next appointment; the rest is in the record. */}
              <Table.ScrollContainer minWidth={340}>
                <Table
                  highlightOnHover
                  verticalSpacing="sm"
                  data-testid="patients-table"
                  aria-label={T.caption}
                  style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{T.name}</Table.Th>
                      <Table.Th visibleFrom="sm">{T.contact}</Table.Th>
                      <Table.Th>{T.next}</Table.Th>
                      <Table.Th visibleFrom="sm">{T.last}</Table.Th>
                      <Table.Th visibleFrom="sm">{T.portal}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((p) => (
                      <PatientRow key={p.id} p={p} onOpen={() => navigate(recordPath(p.id))} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
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

function PatientRow({ p, onOpen }: { p: PatientSummary; onOpen: () => void }) {
  return (
    <Table.Tr onClick={onOpen} style={{ cursor: 'pointer' }} data-testid="patient-row">
      <Table.Td>
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
        <Box hiddenFrom="sm" mt={4}>
          <PortalBadge portal={p.portal} />
        </Box>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{p.email || T.none}</Text>
        {p.phone ? (
          <Text size="xs" c="dimmed">
            {p.phone}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {p.nextAppointmentAt ? formatShortDayTime(p.nextAppointmentAt) : T.none}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">
          {p.lastAppointmentAt ? formatShortDayTime(p.lastAppointmentAt) : T.none}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <PortalBadge portal={p.portal} />
      </Table.Td>
    </Table.Tr>
  );
}
