import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../core/api-client.ts';
import { listKeys } from './list-items.ts';

export function useDeleteItem(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/lists/${encodeURIComponent(key)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all(key) }),
  });
}
