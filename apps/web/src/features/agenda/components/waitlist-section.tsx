import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../core/api-client.ts';
import { confirmAction } from '../../../core/dialogs.tsx';
import { useBookableTherapists } from '../api/appointments.ts';
import { useJoinWaitlist, useLeaveWaitlist, useMyWaitlist } from '../api/waitlist.ts';
import { TEXTS } from '../texts.ts';
import { formatDate, formatLong, localDate } from '../../../core/dates.ts';
import { QueryState } from '../../../components/query-state.tsx';

const M = TEXTS.mine;

const T = M.waitlist;
type Errors = Partial<Record<'therapistId' | 'fromDate' | 'toDate', string>>;

/** Join a therapist's waiting list for a range of dates, see the own places, leave. */
export function WaitlistSection() {
  const entries = useMyWaitlist();
  const therapists = useBookableTherapists();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [therapistId, setTherapistId] = useState<string | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const today = localDate(new Date());
  const list = therapists.data ?? [];

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const id = therapistId ?? (list.length === 1 ? list[0]!.id : null);
    if (!id || !fromDate || !toDate) {
      setErrors({
        therapistId: id ? undefined : T.required,
        fromDate: fromDate ? undefined : T.required,
        toDate: toDate ? undefined : T.required,
      });
      return;
    }
    try {
      await join.mutateAsync({ therapistId: id, fromDate, toDate });
      setErrors({});
      setFromDate(null);
      setToDate(null);
      notifications.show({ color: 'teal', message: T.joined });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
      }
    }
  }

  async function onLeave(id: string, therapist: string) {
    const ok = await confirmAction({
      title: T.leaveTitle,
      message: T.leaveQuestion(therapist),
      confirmLabel: T.leave,
    });
    if (!ok) return;
    await leave.mutateAsync(id);
    notifications.show({ color: 'teal', message: T.left });
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="waitlist-title"
      data-testid="waitlist-section"
    >
      <Group gap="xs" mb={4}>
        <IconHourglass size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="waitlist-title">
          {T.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {T.intro}
      </Text>

      {list.length > 0 ? (
        <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
          <Stack gap="xs">
            {list.length > 1 ? (
              <Select
                label={T.therapist}
                data={list.map((t) => ({ value: t.id, label: t.name }))}
                value={therapistId}
                onChange={setTherapistId}
                error={errors.therapistId}
                required
                allowDeselect={false}
              />
            ) : null}
            <SimpleGrid cols={2} spacing="xs">
              <DatePickerInput
                label={T.from}
                value={fromDate}
                onChange={(d) => {
                  setFromDate(d);
                  if (d && toDate && toDate < d) setToDate(null);
                }}
                minDate={today}
                valueFormat="D MMM YYYY"
                error={errors.fromDate}
                required
              />
              <DatePickerInput
                label={T.to}
                value={toDate}
                onChange={setToDate}
                minDate={fromDate ?? today}
                valueFormat="D MMM YYYY"
                error={errors.toDate}
                required
              />
            </SimpleGrid>
            <Button
              type="submit"
              variant="light"
              loading={join.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {T.join}
            </Button>
          </Stack>
        </form>
      ) : null}

      <Stack gap="xs" mt="md">
        <QueryState query={entries} texts={T} empty={T.empty} size="sm">
          {(data) => (
            <Stack
              gap="xs"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="waitlist-entries"
            >
              {data.map((w) => (
                <Paper key={w.id} component="li" withBorder radius="sm" p="xs">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={600}>
                        {w.therapistName}
                      </Text>
                      <Text size="sm">{T.range(formatDate(w.fromDate), formatDate(w.toDate))}</Text>
                      <Text size="xs" c="dimmed">
                        {T.position(w.position)}
                        {w.lastOfferAt ? ` · ${T.lastOffer(formatLong(w.lastOfferAt))}` : ''}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      style={{ flexShrink: 0 }}
                      onClick={() => void onLeave(w.id, w.therapistName).catch(() => undefined)}
                      aria-label={`${T.leave}: ${w.therapistName}, ${T.range(formatDate(w.fromDate), formatDate(w.toDate))}`}
                    >
                      {T.leave}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
