import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessBody,
  AdminUser,
  ModuleMenu,
  Page,
  TherapistAccess,
  UserBody,
  UserDetail,
  UsersQuery,
} from '@armonia/shared';
import { api } from '../../core/api-client.ts';

export type UsersParams = Partial<UsersQuery>;

export const userKeys = {
  all: ['users'] as const,
  list: (q: UsersParams) => ['users', 'list', q] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  access: (id: string) => ['users', 'access', id] as const,
  menu: ['module-menu'] as const,
};

export function useUsers(q: UsersParams, enabled = true) {
  return useQuery({
    queryKey: userKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<Page<AdminUser>>('/users', { query: { ...q }, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<UserDetail>(`/users/${id}`, { signal, silent: true }),
    enabled: !!id,
  });
}

function useUsersMutation<TInput, TOut>(fn: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useCreateUser = () =>
  useUsersMutation((body: UserBody) => api.post<AdminUser>('/users', body, { fieldErrors: true }));

export const useUpdateUser = () =>
  useUsersMutation(({ id, body }: { id: string; body: UserBody }) =>
    api.put<AdminUser>(`/users/${id}`, body, { fieldErrors: true }),
  );

export const useSetActive = () =>
  useUsersMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post<AdminUser>(`/users/${id}/${active ? 'reactivate' : 'deactivate'}`),
  );

export const useSendReset = () =>
  useUsersMutation((id: string) =>
    api.post<{ message: string }>(`/users/${id}/password-reset`, {}, { whole: true }),
  );

export function useTherapistAccess(id: string | null) {
  return useQuery({
    queryKey: userKeys.access(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<TherapistAccess>(`/therapist-access/${id}`, { signal, silent: true }),
    enabled: !!id,
  });
}

export const useSaveAccess = () =>
  useUsersMutation(({ id, body }: { id: string; body: AccessBody }) =>
    api.put<TherapistAccess>(`/therapist-access/${id}`, body, { fieldErrors: true }),
  );

/** What the therapist's menu hides now; asked again on every page change and on focus. */
export function useModuleMenu(enabled: boolean, pathname: string) {
  return useQuery({
    queryKey: [...userKeys.menu, pathname],
    queryFn: ({ signal }) => api.get<ModuleMenu>('/user/modules', { signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
