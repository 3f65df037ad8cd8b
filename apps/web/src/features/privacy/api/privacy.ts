import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ArcoInbox,
  ArcoState,
  ArcoRequest,
  ArcoUpdate,
  NewArcoRequest,
  PatientExport,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export interface InboxQuery {
  status?: ArcoState;
  page: number;
  pageSize: number;
}

export const privacyKeys = {
  all: ['privacy'] as const,
  mine: ['privacy', 'mine'] as const,
  inbox: (q: InboxQuery) => ['privacy', 'inbox', q] as const,
};

export function useMyRequests() {
  return useQuery({
    queryKey: privacyKeys.mine,
    queryFn: ({ signal }) =>
      api.get<ArcoRequest[]>('/privacy/my-requests', { signal, silent: true }),
  });
}

export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewArcoRequest) =>
      api.post<ArcoRequest>('/privacy/my-requests', body, { fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.mine }),
  });
}

/** The patient's data as a JSON file the browser saves. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api.get<PatientExport>('/privacy/my-data');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `mis-datos-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}

export function useArcoInbox(q: InboxQuery) {
  return useQuery({
    queryKey: privacyKeys.inbox(q),
    queryFn: ({ signal }) =>
      api.get<ArcoInbox>('/privacy/requests', { query: { ...q }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateArco() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ArcoUpdate }) =>
      api.put<ArcoRequest>(`/privacy/requests/${id}`, body, { fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
