import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, MessageAnswer } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<MessageAnswer>('/user/change-password', body, { fieldErrors: true, whole: true }),
  });
}
