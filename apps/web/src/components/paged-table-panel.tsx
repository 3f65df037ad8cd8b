import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pager } from './pager.tsx';
import { QueryState, type QueryLike, type QueryTexts } from './query-state.tsx';
import { pageCount } from '@armonia/shared';

/**
 * An administrator's inbox: its intro beside its filter, then one page of the answer (a table)
 * with the pager under it, or the empty state.
 */
export function PagedTablePanel<P extends { total: number }>(props: {
  intro: ReactNode;
  filter: ReactNode;
  /** How the intro and the filter line up. */
  align: 'center' | 'flex-end';
  query: QueryLike<P>;
  texts: QueryTexts;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the pages hold, for screen readers. */
  pagerLabel: string;
  children: (data: P) => ReactNode;
  /** The dialog its rows open. */
  dialog?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align={props.align} mb="md" gap="sm">
        {props.intro}
        {props.filter}
      </Group>
      <QueryState query={props.query} texts={props.texts} empty={props.empty}>
        {(data) => (
          <>
            {props.children(data)}
            <Pager
              page={props.page}
              pages={pageCount(data.total, props.pageSize)}
              onChange={props.onPage}
              label={props.pagerLabel}
            />
          </>
        )}
      </QueryState>
      {props.dialog}
    </Paper>
  );
}
