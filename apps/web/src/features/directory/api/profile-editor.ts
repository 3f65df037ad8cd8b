import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTherapist,
  DirectoryProfileBody,
  DirectoryProfileEditor,
  Page,
  VerificationBody,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { directoryKeys } from './directory.ts';

export const editorKeys = {
  own: ['directory', 'editor', 'own'] as const,
  of: (therapistId: string) => ['directory', 'editor', therapistId] as const,
  therapists: (q: string, page: number) => ['directory', 'admin-list', q, page] as const,
};

/** Where the editor reads and writes: the own profile, or a therapist's (administration). */
const pathOf = (therapistId?: string) =>
  therapistId ? `/directory/profiles/${therapistId}` : '/directory/profile';
const keyOf = (therapistId?: string) => (therapistId ? editorKeys.of(therapistId) : editorKeys.own);

export function useProfileEditor(therapistId?: string) {
  return useQuery({
    queryKey: keyOf(therapistId),
    queryFn: ({ signal }) => api.get<DirectoryProfileEditor>(pathOf(therapistId), { signal }),
  });
}

/** Saving changes what the directory shows: its cached pages go stale. */
export function useSaveProfile(therapistId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectoryProfileBody) =>
      api.put<DirectoryProfileEditor>(pathOf(therapistId), body, { fieldErrors: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keyOf(therapistId), saved);
      void queryClient.invalidateQueries({ queryKey: directoryKeys.all });
    },
  });
}

export function useVerify(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationBody) =>
      api.put<DirectoryProfileEditor>(`/directory/profiles/${therapistId}/verification`, body, {
        fieldErrors: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(editorKeys.of(therapistId), saved);
      void queryClient.invalidateQueries({ queryKey: ['directory', 'admin-list'] });
    },
  });
}

export function useAdminTherapists(q: string, page: number) {
  return useQuery<Page<AdminTherapist>>({
    queryKey: editorKeys.therapists(q, page),
    queryFn: ({ signal }) =>
      api.get<Page<AdminTherapist>>('/directory/profiles', {
        query: { q, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
