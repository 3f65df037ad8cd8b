import { Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Stars } from '../../ratings/index.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../core/dates.ts';
import { useOpinions } from '../api/directory.ts';
import { Pager } from './pager.tsx';
import { TEXTS } from '../texts.ts';
import { pageCount } from '@armonia/shared';

const P = TEXTS.profile;
const PAGE_SIZE = 5;

/** The visible opinions of a therapist, newest first, by pages (hidden ones never arrive). */
export function OpinionsList({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const q = useOpinions(slug, page);
  const pages = pageCount(q.data?.total, PAGE_SIZE);
  return (
    <QueryState
      query={q}
      loading={P.opinionsLoading}
      error={P.opinionsError}
      empty={P.noOpinions}
      size="sm"
    >
      {(data) => (
        <Stack gap="sm" data-testid="opinions">
          {data.items.map((o, i) => (
            <Fragment key={o.id}>
              {i > 0 ? <Divider /> : null}
              <Stack gap={4} component="article">
                <Group gap="xs" justify="space-between">
                  <Stars value={o.stars} size="xs" />
                  <Text size="xs" c="dimmed">
                    {o.author} · {formatDay(o.createdAt)}
                  </Text>
                </Group>
                {o.comment ? <Text size="sm">{o.comment}</Text> : null}
              </Stack>
            </Fragment>
          ))}
          <Pager
            pages={pages}
            page={page}
            onChange={setPage}
            label={P.opinionsPagination}
            size="sm"
          />
        </Stack>
      )}
    </QueryState>
  );
}
