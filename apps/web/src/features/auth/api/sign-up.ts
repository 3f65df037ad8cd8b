import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, SignUpBody } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { setCurrentUser } from '../../../core/auth-store.ts';

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      api.post<CurrentUser>('/user/sign-up', body, { fieldErrors: true, whole: true }),
    onSuccess: (user) => setCurrentUser(user),
  });
}
