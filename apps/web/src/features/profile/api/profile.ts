import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileBody } from '@armonia/shared';
import { api, upload } from '../../../core/api-client.ts';
import { getCurrentUser, setCurrentUser } from '../../../core/auth-store.ts';

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) =>
      api
        .get<{ status: 'success'; data: Profile }>('/user/profile', { signal })
        .then((r) => r.data),
  });
}

/** Keeps the stored current user's names in step, so the header shows the change at once. */
function syncCurrentUser(p: Profile) {
  const user = getCurrentUser();
  if (user) setCurrentUser({ ...user, name: p.name, userName: p.userName });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      api
        .put<{ status: 'success'; data: Profile }>('/user/profile', body, { fieldErrors: true })
        .then((r) => r.data),
    onSuccess: (p) => {
      queryClient.setQueryData(profileKey, p);
      syncCurrentUser(p);
    },
  });
}

export function useUploadPhoto(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload<{ status: 'success'; data: Profile }>(
        '/files/upload-profile-image',
        form,
        onProgress,
        {
          fieldErrors: true,
        },
      ).then((r) => r.data);
    },
    onSuccess: (p) => queryClient.setQueryData(profileKey, p),
  });
}
