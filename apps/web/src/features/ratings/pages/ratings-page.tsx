import { Badge, Button, Card, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconPencil, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { APP_ROUTES, pageCount } from '@armonia/shared';
import { useAppointments } from '../../agenda/index.ts';
import { useRatings } from '../api/ratings.ts';
import { formatDay, formatDayTime } from '../../../core/dates.ts';
import { newRatingTarget, RateDialog, type RateTarget } from '../components/rate-dialog.tsx';
import { Stars } from '../components/stars.tsx';
import { TEXTS } from '../texts.ts';
import { TitledSection } from '../../../components/titled-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

const PAGE_SIZE = 10;

/** /ratings: the patient's completed appointments to rate and the opinions they wrote. */
export default function RatingsPage() {
  const [target, setTarget] = useState<RateTarget | null>(null);
  return (
    <Stack gap="xl" maw={960}>
      <PendingSection onRate={setTarget} />
      <MineSection onEdit={setTarget} />
      <RateDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

function PendingSection({ onRate }: { onRate: (t: RateTarget) => void }) {
  const completed = useAppointments({ when: 'past', status: 'completada', pageSize: 100 });
  const toRate = (completed.data?.items ?? []).filter((a) => a.can.rate);
  return (
    <TitledSection id="pending-title" title={TEXTS.pending.title}>
      <QueryState
        query={completed}
        loading={TEXTS.pending.loading}
        error={TEXTS.pending.error}
        retry={TEXTS.retry}
        empty={
          <EmptyState
            icon={IconStar}
            message={TEXTS.pending.empty}
            size="sm"
            action={
              <Button component={Link} to={APP_ROUTES.dashboard.path} variant="light" size="xs">
                {TEXTS.pending.toAppointments}
              </Button>
            }
          />
        }
        isEmpty={() => toRate.length === 0}
        size="sm"
      >
        {() => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="to-rate">
            {toRate.map((a) => (
              <Card key={a.id} withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Text fw={600}>{a.therapistName}</Text>
                  <Text size="sm">{formatDayTime(a.startsAt)}</Text>
                  {a.reason ? (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {a.reason}
                    </Text>
                  ) : null}
                  <Button
                    leftSection={<IconStar size={16} aria-hidden="true" />}
                    onClick={() => onRate(newRatingTarget(a))}
                    style={{ alignSelf: 'flex-start' }}
                    aria-label={`${TEXTS.rate}: ${a.therapistName}, ${formatDayTime(a.startsAt)}`}
                  >
                    {TEXTS.rate}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </TitledSection>
  );
}

function MineSection({ onEdit }: { onEdit: (t: RateTarget) => void }) {
  const [page, setPage] = useState(1);
  const mine = useRatings({ page, pageSize: PAGE_SIZE });
  const pages = pageCount(mine.data?.total, PAGE_SIZE);
  return (
    <TitledSection id="mine-title" title={TEXTS.mine.title}>
      <QueryState
        query={mine}
        loading={TEXTS.mine.loading}
        error={TEXTS.mine.error}
        retry={TEXTS.retry}
        empty={<EmptyState icon={IconMessageCircle} message={TEXTS.mine.empty} size="sm" />}
        size="sm"
      >
        {(data) => (
          <Stack gap="sm" data-testid="my-ratings">
            {data.items.map((r) => (
              <Card key={r.id} withBorder radius="md" padding="md" component="article">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
                    <Group gap="xs">
                      <Stars value={r.stars} />
                      {r.hidden ? (
                        <Badge color="gray" variant="light">
                          {TEXTS.hiddenByAdmin}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text fw={600}>{TEXTS.mine.with(r.therapistName)}</Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {r.comment || TEXTS.noComment}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {TEXTS.mine.appointment(formatDayTime(r.appointmentStartsAt))} ·{' '}
                      {TEXTS.mine.written(formatDay(r.createdAt))}
                    </Text>
                    {!r.editable ? (
                      <Text size="xs" c="dimmed">
                        {TEXTS.notEditable}
                      </Text>
                    ) : null}
                  </Stack>
                  {r.editable ? (
                    <Button
                      variant="light"
                      leftSection={<IconPencil size={16} aria-hidden="true" />}
                      aria-label={`${TEXTS.edit}: ${TEXTS.mine.with(r.therapistName)}`}
                      onClick={() =>
                        onEdit({
                          kind: 'edit',
                          ratingId: r.id,
                          therapistName: r.therapistName,
                          startsAt: r.appointmentStartsAt,
                          stars: r.stars,
                          comment: r.comment,
                        })
                      }
                    >
                      {TEXTS.edit}
                    </Button>
                  ) : null}
                </Group>
              </Card>
            ))}
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(c) => ({
                  'aria-label': c === 'previous' ? 'Anterior' : 'Siguiente',
                })}
                aria-label={TEXTS.admin.pagination}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </TitledSection>
  );
}
