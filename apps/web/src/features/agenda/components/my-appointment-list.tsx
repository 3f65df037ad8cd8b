import { Button, Loader, Pagination, Stack } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppointments } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { MyAppointmentCard, type CardActions } from './my-appointment-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { pageCount } from '@armonia/shared';

const M = TEXTS.mine;

const PAGE_SIZE = 10;

/** Upcoming (soonest first) or past (latest first) appointments of the patient, by pages. */
export function MyAppointmentList({
  when,
  actions,
  onBook,
}: {
  when: 'upcoming' | 'past';
  actions: CardActions;
  /** Opens the booking dialog: the action of an empty list of upcoming appointments. */
  onBook?: () => void;
}) {
  const [page, setPage] = useState(1);
  const q = useAppointments({ when, page, pageSize: PAGE_SIZE });
  const pages = pageCount(q.data?.total, PAGE_SIZE);

  return (
    <QueryState
      query={q}
      loading={<Loader aria-label={M.list.loading} m="md" />}
      error={M.list.error}
      retry={M.list.retry}
      empty={
        when === 'upcoming' ? (
          <EmptyState
            icon={IconCalendarEvent}
            message={M.list.emptyUpcoming}
            action={
              onBook ? (
                <Button
                  leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
                  variant="light"
                  onClick={onBook}
                >
                  {M.booking.ask}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <EmptyState icon={IconHistory} message={M.list.emptyPast} />
        )
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
