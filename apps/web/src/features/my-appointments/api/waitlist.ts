import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistBody, WaitlistEntry } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

type Envelope<T> = { status: 'success'; data: T };

/** Under the agenda key, so any agenda change or live notice refreshes it too. */
export const waitlistKey = ['agenda', 'waitlist'] as const;

export function useMyWaitlist() {
  return useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) =>
      api.get<Envelope<WaitlistEntry[]>>('/waitlist', { signal, silent: true }).then((r) => r.data),
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistBody) =>
      api
        .post<Envelope<WaitlistEntry>>('/waitlist', body, { fieldErrors: true })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<Envelope<{ id: string }>>(`/waitlist/${id}`).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}
