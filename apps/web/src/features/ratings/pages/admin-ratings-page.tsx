import { Badge, Button, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { Rating } from '@armonia/shared';
import { confirmAction } from '../../../core/dialogs.tsx';
import { useHideRating, useRatedTherapists, useRatings } from '../api/ratings.ts';
import { formatShortDay } from '../../../core/dates.ts';
import { Stars } from '../components/stars.tsx';
import { TEXTS } from '../texts.ts';
import { PagedTablePanel } from '../../../components/paged-table-panel.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

const PAGE_SIZE = 20;
const T = TEXTS.admin;

/** /user/ratings: every opinion, filterable by therapist; the abusive ones can be hidden. */
export default function AdminRatingsPage() {
  const [therapistId, setTherapistId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const therapists = useRatedTherapists();
  const list = useRatings({ therapistId: therapistId ?? undefined, page, pageSize: PAGE_SIZE });
  const hide = useHideRating();

  async function toggle(r: Rating) {
    const hiding = !r.hidden;
    const ok = await confirmAction({
      title: hiding ? T.hideTitle : T.showTitle,
      message: hiding
        ? T.hideQuestion(r.patientName, r.therapistName)
        : T.showQuestion(r.patientName, r.therapistName),
      confirmLabel: hiding ? T.hide : T.show,
    });
    if (!ok) return;
    await hide.mutateAsync({ id: r.id, hidden: hiding });
    notifications.show({ color: 'teal', message: hiding ? T.hiddenDone : T.shownDone });
  }

  return (
    <PagedTablePanel
      intro={
        <Text c="dimmed" size="sm" maw={560}>
          {T.intro}
        </Text>
      }
      filter={
        <Select
          label={T.therapist}
          placeholder={T.allTherapists}
          data={(therapists.data ?? []).map((t) => ({
            value: t.id,
            label: `${t.name} (${t.count})`,
          }))}
          value={therapistId}
          onChange={(v) => {
            setTherapistId(v);
            setPage(1);
          }}
          clearable
          searchable
          nothingFoundMessage={T.noResults}
          w={{ base: '100%', xs: 280 }}
          data-testid="rating-therapist-filter"
        />
      }
      align="flex-end"
      query={list}
      texts={{ ...T, retry: TEXTS.retry }}
      empty={
        <EmptyState
          icon={IconMessageOff}
          message={therapistId ? T.emptyFiltered : T.empty}
          action={
            therapistId ? (
              <Button variant="light" onClick={() => setTherapistId(null)}>
                {T.allTherapists}
              </Button>
            ) : undefined
          }
        />
      }
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      pagerLabel={T.pagination}
    >
      {(data) => (
        <DataTable
          caption={T.caption}
          rows={data.items}
          rowKey={(r) => r.id}
          minWidth={760}
          tableProps={{ striped: true, verticalSpacing: 'xs', 'data-testid': 'admin-ratings' }}
          rowProps={(r) => ({ 'data-hidden': r.hidden || undefined })}
          columns={[
            {
              key: 'patient',
              header: T.patient,
              card: 'title',
              cell: (r) => r.patientName,
            },
            {
              key: 'date',
              header: T.date,
              nowrap: true,
              cell: (r) => formatShortDay(r.createdAt),
            },
            { key: 'therapist', header: T.therapist, cell: (r) => r.therapistName },
            { key: 'stars', header: T.stars, cell: (r) => <Stars value={r.stars} size="xs" /> },
            {
              key: 'comment',
              header: T.comment,
              cell: (r) => (
                <Text size="sm" lineClamp={3} maw={320} style={{ overflowWrap: 'anywhere' }}>
                  {r.comment || TEXTS.noComment}
                </Text>
              ),
            },
            {
              key: 'status',
              header: T.status,
              cell: (r) => (
                <Badge
                  color={r.hidden ? 'gray' : 'teal'}
                  variant="light"
                  styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                >
                  {r.hidden ? T.hidden : T.visible}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: T.actions,
              headerHidden: true,
              card: 'actions',
              cell: (r) => (
                <Button
                  size="xs"
                  variant={r.hidden ? 'light' : 'default'}
                  color={r.hidden ? 'teal' : 'red'}
                  leftSection={
                    r.hidden ? (
                      <IconEye size={14} aria-hidden="true" />
                    ) : (
                      <IconEyeOff size={14} aria-hidden="true" />
                    )
                  }
                  loading={hide.isPending && hide.variables?.id === r.id}
                  onClick={() => void toggle(r)}
                  aria-label={`${r.hidden ? T.show : T.hide}: ${r.patientName} sobre ${r.therapistName}`}
                >
                  {r.hidden ? T.show : T.hide}
                </Button>
              ),
            },
          ]}
        />
      )}
    </PagedTablePanel>
  );
}
