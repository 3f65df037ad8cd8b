import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@armonia/shared';
import { upload } from '../../../core/api-client.ts';
import { listKeys } from './list-items.ts';

export function useImportItems(key: string, onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload<ImportReport>(`/lists/${encodeURIComponent(key)}/import`, form, onProgress);
    },
    onSuccess: (report) => {
      if (report.imported > 0) void queryClient.invalidateQueries({ queryKey: listKeys.all(key) });
    },
  });
}
