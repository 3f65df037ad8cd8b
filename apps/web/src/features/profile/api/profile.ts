import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileBody } from '@armonia/shared';
import { api, upload } from '../../../core/api-client.ts';
import { getCurrentUser, setCurrentUser } from '../../../core/auth-store.ts';

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api.get<Profile>('/user/profile', { signal }),
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
      api.put<Profile>('/user/profile', body, { fieldErrors: true }),
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
      return upload<Profile>('/files/upload-profile-image', form, onProgress, {
        fieldErrors: true,
      });
    },
    onSuccess: (p) => queryClient.setQueryData(profileKey, p),
  });
}
