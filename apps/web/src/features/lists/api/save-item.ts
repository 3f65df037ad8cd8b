import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListItem, ListItemData } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { listKeys } from './list-items.ts';

export interface SaveItemInput {
  /** Absent for a new item. */
  id?: string;
  data: ListItemData;
}

export function useSaveItem(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: SaveItemInput) => {
      const base = `/lists/${encodeURIComponent(key)}`;
      // The form puts 400 and 409 field errors under their fields instead of a dialog.
      const call = id
        ? api.put<ListItem>(`${base}/${encodeURIComponent(id)}`, data, {
            fieldErrors: true,
          })
        : api.post<ListItem>(base, data, { fieldErrors: true });
      return call;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all(key) }),
  });
}
