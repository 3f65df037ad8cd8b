import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<{ status: 'success'; message: string }>('/user/change-password', body, {
        fieldErrors: true,
      }),
  });
}
