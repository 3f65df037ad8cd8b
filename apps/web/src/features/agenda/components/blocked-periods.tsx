import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { BlockedPeriod } from '@armonia/shared';
import { confirmAction } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import {
  useAddBlockedPeriod,
  useBlockedPeriods,
  useDeleteBlockedPeriod,
} from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { localDateTimeToIso } from './agenda-time.ts';
import { formatShort } from '../../../core/dates.ts';
import { QueryState } from '../../../components/query-state.tsx';

const T = TEXTS.settings;

function rangeText(b: BlockedPeriod) {
  return `${formatShort(b.startsAt)} – ${formatShort(b.endsAt)}`;
}

function AddBlocked() {
  const add = useAddBlockedPeriod();
  const form = useForm<{ startsAt: string | null; endsAt: string | null; reason: string }>({
    initialValues: { startsAt: null, endsAt: null, reason: '' },
    validate: {
      startsAt: (v) => (v ? null : T.blockedRequired),
      endsAt: (v) => (v ? null : T.blockedRequired),
    },
  });
  /** Either end of the period, a required day and time. */
  const moment = (name: 'startsAt' | 'endsAt', label: string) => (
    <DateTimePicker
      label={label}
      required
      valueFormat="DD/MM/YYYY HH:mm"
      clearable
      {...form.getInputProps(name)}
    />
  );
  return (
    <form
      noValidate
      data-testid="blocked-form"
      onSubmit={form.onSubmit((v) =>
        add.mutate(
          {
            startsAt: localDateTimeToIso(v.startsAt) ?? '',
            endsAt: localDateTimeToIso(v.endsAt) ?? '',
            reason: v.reason,
          },
          {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: T.blockedAdded });
              form.reset();
            },
            onError: (err) => applyFieldErrors(form, err),
          },
        ),
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {moment('startsAt', T.blockedStart)}
        {moment('endsAt', T.blockedEnd)}
        <TextInput label={T.blockedReason} maxLength={200} {...form.getInputProps('reason')} />
      </SimpleGrid>
      <Group mt="sm">
        <Button
          type="submit"
          variant="light"
          loading={add.isPending}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {T.blockedAdd}
        </Button>
      </Group>
    </form>
  );
}

/** Periods without appointments (vacations, courses): listed, added and deleted. */
export function BlockedPeriods() {
  const list = useBlockedPeriods();
  const remove = useDeleteBlockedPeriod();

  const ask = async (b: BlockedPeriod) => {
    const ok = await confirmAction({
      title: T.blockedDeleteTitle,
      message: T.blockedDeleteQuestion(rangeText(b)),
      confirmLabel: T.blockedDeleteConfirm,
    });
    if (ok) remove.mutate(b.id);
  };

  return (
    <Stack gap="sm">
      <QueryState
        query={list}
        loading={T.blockedTitle}
        error={TEXTS.common.loadError}
        empty={T.blockedNone}
        size="sm"
      >
        {(data) => (
          <Stack gap={4} role="list" data-testid="blocked-list">
            {data.map((b) => (
              <Group
                key={b.id}
                role="listitem"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                p="xs"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {rangeText(b)}
                  </Text>
                  {b.reason ? (
                    <Text size="sm" c="dimmed" truncate>
                      {b.reason}
                    </Text>
                  ) : null}
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={T.blockedDelete(rangeText(b))}
                  onClick={() => void ask(b)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      <AddBlocked />
    </Stack>
  );
}
