import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListItem, ReorderBody } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { listKeys, type ListPage } from './list-items.ts';

/**
 * Saves a new order of the whole list. The new order shows at once (written into the cached
 * page under `queryKey`) and goes back to the previous one if the server refuses it.
 */
export function useReorderItems(key: string, queryKey: QueryKey, onFailed?: () => void) {
  const queryClient = useQueryClient();
  const mutationKey = ['lists', key, 'order'];
  return useMutation({
    mutationKey,
    // Quick successive moves reach the server one after another, in the order they were made.
    scope: { id: `lists-order-${key}` },
    mutationFn: (items: ListItem[]) =>
      api.put(
        `/lists/${encodeURIComponent(key)}/order`,
        { ids: items.map((i) => i.id) } satisfies ReorderBody,
        // The screen tells the failure itself, next to the order it just restored.
        { silent: true },
      ),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ListPage>(queryKey);
      if (previous) queryClient.setQueryData<ListPage>(queryKey, { ...previous, items });
      return { previous };
    },
    onError: (_err, _items, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      onFailed?.();
    },
    onSettled: () => {
      // Refetching while later moves are still queued would flash an order about to change.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: listKeys.all(key) });
      }
    },
  });
}
