import { Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAppointments } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { MyAppointmentCard, type CardActions } from './my-appointment-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';

const M = TEXTS.mine;

const PAGE_SIZE = 10;

/** Upcoming (soonest first) or past (latest first) appointments of the patient, by pages. */
export function MyAppointmentList({
  when,
  actions,
}: {
  when: 'upcoming' | 'past';
  actions: CardActions;
}) {
  const [page, setPage] = useState(1);
  const q = useAppointments({ when, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / PAGE_SIZE));

  return (
    <QueryState
      query={q}
      loading={<Loader aria-label={M.list.loading} m="md" />}
      error={M.list.error}
      retry={M.list.retry}
      empty={
        <Text c="dimmed" py="md">
          {when === 'upcoming' ? M.list.emptyUpcoming : M.list.emptyPast}
        </Text>
      }
    >
      {(data) => (
        <Stack gap="sm" data-testid={`appointments-${when}`}>
          {data.items.map((a) => (
            <MyAppointmentCard key={a.id} a={a} actions={actions} />
          ))}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={M.list.pagination}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? M.list.pagePrevious : M.list.pageNext,
              })}
            />
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
