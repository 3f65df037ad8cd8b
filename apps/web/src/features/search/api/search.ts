import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchAnswer, SearchKind } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

/** Searches start at two letters; a shorter text asks nothing. */
export const MIN_QUERY = 2;

export function useSearch(params: {
  q: string;
  kind?: SearchKind;
  page?: number;
  pageSize?: number;
}) {
  const q = params.q.trim();
  return useQuery({
    queryKey: ['search', { ...params, q }],
    queryFn: ({ signal }) =>
      api.get<SearchAnswer>('/search', {
        query: { q, kind: params.kind, page: params.page, pageSize: params.pageSize },
        signal,
        silent: true,
      }),
    enabled: q.length >= MIN_QUERY,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
