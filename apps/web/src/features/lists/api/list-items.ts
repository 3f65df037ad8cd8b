import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListItem, ListQuery, Page } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export type ListPage = Page<ListItem>;

export interface ListParams
  extends Pick<ListQuery, 'page' | 'pageSize' | 'q' | 'sort'>, Partial<Pick<ListQuery, 'dir'>> {
  /** Every item in one answer (ordered lists: reordering sends all ids). */
  all?: boolean;
}

/** The API caps a page at this size. */
export const MAX_PAGE_SIZE = 100;

export const listKeys = {
  all: (key: string) => ['lists', key] as const,
  items: (key: string, params: ListParams) => ['lists', key, 'items', params] as const,
};

async function fetchPage(key: string, params: ListParams, page: number, signal: AbortSignal) {
  return api.get<ListPage>(`/lists/${encodeURIComponent(key)}`, {
    query: { page, pageSize: params.pageSize, q: params.q, sort: params.sort, dir: params.dir },
    signal,
    // The screen shows its own error with a retry button; a dialog on top would say it twice.
    silent: true,
  });
}

export function useListItems(key: string, params: ListParams) {
  return useQuery({
    queryKey: listKeys.items(key, params),
    queryFn: async ({ signal }): Promise<ListPage> => {
      const first = await fetchPage(key, params, params.page, signal);
      if (!params.all) return first;
      // Reordering needs the whole list, and one page holds at most 100 items.
      const items = [...first.items];
      for (let page = 2; items.length < first.total; page++) {
        const next = await fetchPage(key, params, page, signal);
        if (next.items.length === 0) break;
        items.push(...next.items);
      }
      return { ...first, items, page: 1, pageSize: items.length };
    },
    placeholderData: keepPreviousData,
  });
}
