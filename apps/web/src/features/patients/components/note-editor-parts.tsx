import {
  ActionIcon,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionNoteContent } from '@armonia/shared';
import { useWholeList } from '../api/list-options.ts';
import { TEXTS } from '../texts.ts';
import { ItemPicker } from './item-picker.tsx';
import { QueryState } from '../../../components/query-state.tsx';

const T = TEXTS.note;
type Pair = SessionNoteContent['pairs'][number];
type Prescription = SessionNoteContent['flowers'][number];

/** Biomagnetic pairs: search the catalogue, then found / applied and minutes per pair. */
export function PairsEditor(props: {
  value: Pair[];
  onChange: (v: Pair[]) => void;
  error?: string;
}) {
  const set = (i: number, patch: Partial<Pair>) =>
    props.onChange(props.value.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Stack gap="xs">
      <ItemPicker
        listKey="biomagnetism"
        label={T.pairsSearch}
        placeholder={T.pairsPlaceholder}
        nameOf={(i) => String(i.data.name ?? '')}
        exclude={props.value.map((p) => p.itemId)}
        onPick={(i) =>
          props.onChange([
            ...props.value,
            {
              itemId: i.id,
              name: String(i.data.name ?? ''),
              found: true,
              applied: false,
              minutes: 0,
            },
          ])
        }
      />
      {props.error ? (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      ) : null}
      {props.value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noPairs}
        </Text>
      ) : (
        <Stack gap={6} data-testid="note-pairs">
          {props.value.map((p, i) => (
            <Paper key={p.itemId} withBorder p="xs" radius="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" fw={500} style={{ flex: '1 1 160px' }}>
                  {p.name}
                </Text>
                <Group gap="sm" wrap="wrap">
                  <Checkbox
                    label={T.pairFound}
                    aria-label={`${T.pairFound}: ${p.name}`}
                    checked={p.found}
                    onChange={(e) => set(i, { found: e.currentTarget.checked })}
                  />
                  <Checkbox
                    label={T.pairApplied}
                    aria-label={`${T.pairApplied}: ${p.name}`}
                    checked={p.applied}
                    onChange={(e) => set(i, { applied: e.currentTarget.checked })}
                  />
                  <NumberInput
                    aria-label={`${T.pairMinutes}: ${p.name}`}
                    placeholder={T.pairMinutes}
                    suffix=" min"
                    min={0}
                    max={120}
                    w={96}
                    size="xs"
                    value={p.minutes}
                    onChange={(v) => set(i, { minutes: typeof v === 'number' ? v : 0 })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={T.remove(p.name)}
                    onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Bach flowers or homeopathic remedies with potency and frequency. */
export function PrescriptionEditor(props: {
  listKey: 'flowers' | 'homeopathy';
  label: string;
  value: Prescription[];
  onChange: (v: Prescription[]) => void;
  error?: string;
}) {
  const nameField = props.listKey === 'flowers' ? 'name' : 'remedy';
  const set = (i: number, patch: Partial<Prescription>) =>
    props.onChange(props.value.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Stack gap="xs">
      <ItemPicker
        listKey={props.listKey}
        label={props.label}
        placeholder={T.searchPlaceholder}
        nameOf={(i) => String(i.data[nameField] ?? '')}
        exclude={props.value.map((p) => p.itemId)}
        onPick={(i) =>
          props.onChange([
            ...props.value,
            {
              itemId: i.id,
              name: String(i.data[nameField] ?? ''),
              // A remedy of the catalogue comes with its usual potency and frequency.
              potency: String(i.data.potency ?? ''),
              frequency: String(i.data.frequency ?? ''),
            },
          ])
        }
      />
      {props.error ? (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      ) : null}
      {props.value.map((p, i) => (
        <Paper key={p.itemId} withBorder p="xs" radius="sm">
          <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
            <Text size="sm" fw={500} style={{ flex: '1 1 140px' }}>
              {p.name}
            </Text>
            <TextInput
              label={T.potency}
              aria-label={`${T.potency}: ${p.name}`}
              size="xs"
              w={110}
              maxLength={60}
              value={p.potency}
              onChange={(e) => set(i, { potency: e.currentTarget.value })}
            />
            <TextInput
              label={T.frequency}
              aria-label={`${T.frequency}: ${p.name}`}
              size="xs"
              style={{ flex: '1 1 160px' }}
              maxLength={120}
              value={p.frequency}
              onChange={(e) => set(i, { frequency: e.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={T.remove(p.name)}
              onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}
              mb={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The whole tracking list as a checklist, with a filter for long lists. */
export function TrackingChecklist(props: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  const list = useWholeList('trackingList');
  const [filter, setFilter] = useState('');
  const shown = (list.data ?? []).filter((i) =>
    plain(String(i.data.point ?? '')).includes(plain(filter)),
  );
  return (
    <QueryState
      query={list}
      loading={T.trackingLoading}
      error={TEXTS.note.error}
      empty={T.trackingEmpty}
      size="sm"
    >
      {(items) => (
        <Stack gap="xs">
          {items.length > 12 ? (
            <TextInput
              label={T.trackingFilter}
              size="xs"
              maw={280}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
          ) : null}
          <Checkbox.Group
            label={T.tracking}
            description={`${props.value.length} / ${items.length}`}
            value={props.value}
            onChange={props.onChange}
            error={props.error}
          >
            <ScrollArea.Autosize mah={260} type="auto" mt="xs">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} verticalSpacing={6}>
                {shown.map((i) => (
                  <Checkbox key={i.id} value={i.id} label={String(i.data.point ?? '')} />
                ))}
              </SimpleGrid>
            </ScrollArea.Autosize>
          </Checkbox.Group>
        </Stack>
      )}
    </QueryState>
  );
}
