import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, RecoverPasswordBody, ResetPasswordBody } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (body: RecoverPasswordBody) =>
      api.post<MessageAnswer>('/user/recover-password', body, { fieldErrors: true, whole: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<MessageAnswer>('/user/reset-password', body, {
        fieldErrors: true,
        silent: true,
        whole: true,
      }),
  });
}
