import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListItem, Page } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

/** The API caps a page at this size. */
const MAX_PAGE_SIZE = 100;

/** Items of a catalogue list matching a search, to pick from (pairs, flowers, remedies). */
export function useListSearch(listKey: string, q: string) {
  return useQuery<ListItem[]>({
    queryKey: ['lists', listKey, 'pick', q],
    queryFn: ({ signal }) =>
      api
        .get<Page<ListItem>>(`/lists/${listKey}`, {
          query: { q, pageSize: 30 },
          signal,
          silent: true,
        })
        .then((r) => r.items),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Every item of a list (the tracking list is shown whole, as a checklist). */
export function useWholeList(listKey: string) {
  return useQuery({
    queryKey: ['lists', listKey, 'whole'],
    queryFn: async ({ signal }) => {
      const items: ListItem[] = [];
      for (let page = 1; ; page++) {
        const r = await api.get<Page<ListItem>>(`/lists/${listKey}`, {
          query: { page, pageSize: MAX_PAGE_SIZE },
          signal,
          silent: true,
        });
        items.push(...r.items);
        if (r.items.length === 0 || items.length >= r.total) return items;
      }
    },
    staleTime: 5 * 60_000,
  });
}
