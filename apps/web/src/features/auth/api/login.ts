import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { setCurrentUser } from '../../../core/auth-store.ts';

/** POST /login: the whole answer is stored as the current user (spec section 7). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api.post<CurrentUser>('/login', body, { fieldErrors: true, whole: true }),
    onSuccess: (user) => setCurrentUser(user),
  });
}
