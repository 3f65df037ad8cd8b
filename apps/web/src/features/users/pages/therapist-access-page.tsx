import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  APP_ROUTES,
  type ModuleAccess,
  type ModuleKey,
  type TherapistAccess,
} from '@armonia/shared';
import { DateField } from '../../../components/date-field.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { localDate } from '../../../core/dates.ts';
import { useSaveAccess, useTherapistAccess, useUsers } from '../api.ts';
import { TEXTS } from '../texts.ts';

const A = TEXTS.access;
const isId = (v: string | null): v is string => !!v && /^[0-9a-f-]{36}$/i.test(v);

/** yyyy-MM-dd of an ISO instant on this device, for the date field. */
const dayOf = (iso: string | null) => (iso ? localDate(new Date(iso)) : '');
/** The end of a chosen day on this device: a permission holds through the whole day. */
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : null);

interface Row {
  key: string;
  allowed: boolean;
  until: string;
}

function ModulesForm({ access }: { access: TherapistAccess }) {
  const save = useSaveAccess();
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      access.modules.map((m) => [m.key, { key: m.key, allowed: m.allowed, until: dayOf(m.until) }]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groups = [...new Set(access.modules.map((m) => m.group))];
  const set = (key: string, patch: Partial<Row>) =>
    setRows((r) => ({ ...r, [key]: { ...r[key]!, ...patch } }));
  const keys = access.modules.map((m) => m.key);

  async function submit() {
    setErrors({});
    try {
      await save.mutateAsync({
        id: access.therapist.id,
        body: {
          modules: keys.map((k) => ({
            key: k as ModuleKey,
            allowed: rows[k]!.allowed,
            until: endOf(rows[k]!.until),
          })),
        },
      });
      notifications.show({ color: 'teal', message: A.saved });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setErrors(
        Object.fromEntries(
          err.fieldErrors.map((e) => [keys[Number(e.field.split('.')[1])] ?? '', e.message]),
        ),
      );
    }
  }

  const status = (m: ModuleAccess) =>
    m.open ? (
      <Badge color="teal" variant="light" tt="none">
        {A.open}
      </Badge>
    ) : (
      <Badge color="red" variant="light" tt="none">
        {m.allowed ? A.expired : A.closed}
      </Badge>
    );

  return (
    <Stack gap="md">
      {groups.map((group) => (
        <section key={group}>
          <Title order={3} size="h5" mb="xs">
            {group}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" aria-label={A.caption(group)} data-testid="access-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{A.module}</Table.Th>
                  <Table.Th>{A.allowed}</Table.Th>
                  <Table.Th>{A.until}</Table.Th>
                  <Table.Th>{A.state}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {access.modules
                  .filter((m) => m.group === group)
                  .map((m) => (
                    <Table.Tr key={m.key} data-module={m.key}>
                      <Table.Td style={{ overflowWrap: 'break-word', minWidth: 110 }}>
                        {m.label}
                      </Table.Td>
                      <Table.Td>
                        <Switch
                          checked={rows[m.key]!.allowed}
                          onChange={(e) => set(m.key, { allowed: e.currentTarget.checked })}
                          aria-label={A.allowedLabel(m.label)}
                        />
                      </Table.Td>
                      <Table.Td miw={150}>
                        <DateField
                          label={A.untilLabel(m.label)}
                          value={rows[m.key]!.until}
                          onChange={(v) => set(m.key, { until: v })}
                          minDate={localDate(new Date())}
                          error={errors[m.key]}
                          maw={170}
                        />
                      </Table.Td>
                      <Table.Td>{status(m)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}
      <Group>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {A.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** /user/therapist-access (Permisos de Terapeutas): per therapist, modules and expiry. */
export default function TherapistAccessPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const therapists = useUsers({ role: 'Terapeuta', q, pageSize: 50, state: 'activo' });
  const access = useTherapistAccess(isId(id) ? id : null);
  const chosen = access.data?.therapist;
  const options = (therapists.data?.items ?? []).map((t) => ({
    value: t.id,
    label: `${[t.name, t.lastName].filter(Boolean).join(' ')} (${t.email})`,
  }));
  if (chosen && !options.some((o) => o.value === chosen.id)) {
    options.unshift({
      value: chosen.id,
      label: `${[chosen.name, chosen.lastName].filter(Boolean).join(' ')} (${chosen.email})`,
    });
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Text c="dimmed" size="sm" maw={640}>
          {A.intro}
        </Text>
        <Select
          label={A.therapist}
          placeholder={A.choose}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={isId(id) ? id : null}
          onChange={(v) => setParams(v ? { id: v } : {})}
          nothingFoundMessage={A.nothingFound}
          w={{ base: '100%', sm: 420 }}
          data-testid="access-therapist"
        />
        {isId(id) ? (
          <QueryState query={access} texts={A} centered="lg">
            {(data) => (
              <Stack gap="sm">
                <Group gap="md">
                  <Anchor
                    component={Link}
                    to={`${APP_ROUTES.users.path}?id=${data.therapist.id}`}
                    size="sm"
                  >
                    {A.account}
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={`${APP_ROUTES.adminTherapistProfile.path}?id=${data.therapist.id}`}
                    size="sm"
                  >
                    {TEXTS.detail.directoryProfile}
                  </Anchor>
                </Group>
                <ModulesForm key={`${data.therapist.id}-${access.dataUpdatedAt}`} access={data} />
              </Stack>
            )}
          </QueryState>
        ) : (
          <Text size="sm">{A.pick}</Text>
        )}
      </Stack>
    </Paper>
  );
}
