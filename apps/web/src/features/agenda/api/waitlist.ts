import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Removed, WaitlistBody, WaitlistEntry } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { agendaKeys } from './appointments.ts';

const waitlistKey = agendaKeys.waitlist;

export function useMyWaitlist() {
  return useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) => api.get<WaitlistEntry[]>('/waitlist', { signal, silent: true }),
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistBody) =>
      api.post<WaitlistEntry>('/waitlist', body, { fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Removed>(`/waitlist/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}
