import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.ts';

/** Downloads the list as `<key>.csv` through a temporary link. */
export function useExportItems(key: string) {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.get<Blob>(`/lists/${encodeURIComponent(key)}/export`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${key}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next task: some browsers start the download only after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
