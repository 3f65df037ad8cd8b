import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgendaSettings,
  AgendaSettingsAnswer,
  Appointment,
  AppointmentDetail,
  AppointmentListQuery,
  BlockedPeriod,
  BlockedPeriodBody,
  BookableTherapist,
  BookAppointmentBody,
  CreateAppointmentBody,
  Removed,
  FeedUrl,
  FreeSlotsQuery,
  Page,
  RescheduleBody,
  Slot,
  StatusChangeBody,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { QUERY_ROOTS } from '../../../core/query-keys.ts';

export const agendaKeys = {
  all: QUERY_ROOTS.agenda,
  list: (q: Partial<AppointmentListQuery>) => ['agenda', 'list', q] as const,
  detail: (id: string) => ['agenda', 'detail', id] as const,
  slots: (q: FreeSlotsQuery) => ['agenda', 'slots', q] as const,
  settings: ['agenda', 'settings'] as const,
  blocked: ['agenda', 'blocked'] as const,
  therapists: ['agenda', 'therapists'] as const,
  feedUrl: ['agenda', 'feed-url'] as const,
  /** Under the agenda key, so any agenda change or live notice refreshes it too. */
  waitlist: ['agenda', 'waitlist'] as const,
};

export function useAppointments(q: Partial<AppointmentListQuery>, enabled = true) {
  // Explicit type: inference through keepPreviousData otherwise widens `data`.
  return useQuery<Page<Appointment>>({
    queryKey: agendaKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<Page<Appointment>>('/appointments', {
        query: q as Record<string, string | number | undefined>,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAppointment(id: string | undefined) {
  return useQuery({
    queryKey: agendaKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<AppointmentDetail>(`/appointments/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
  });
}

export function useFreeSlots(params: FreeSlotsQuery | undefined) {
  return useQuery({
    queryKey: agendaKeys.slots(params ?? { from: '', to: '' }),
    queryFn: ({ signal }) =>
      api.get<Slot[]>('/appointments/free-slots', {
        query: { ...params } as Record<string, string | number | undefined>,
        signal,
        silent: true,
      }),
    enabled: Boolean(params),
  });
}

/** After any change every agenda view (lists, calendar, slots, details) is stale. */
function useAgendaMutation<TInput, TOut>(fn: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

export function useCreateAppointment() {
  return useAgendaMutation((body: CreateAppointmentBody) =>
    api.post<Appointment>('/appointments', body, { fieldErrors: true }),
  );
}

export function useBookAppointment() {
  return useAgendaMutation((body: BookAppointmentBody) =>
    api.post<Appointment>('/appointments/book', body, { fieldErrors: true }),
  );
}

export function useReschedule() {
  return useAgendaMutation(({ id, ...body }: RescheduleBody & { id: string }) =>
    api.post<Appointment>(`/appointments/${id}/reschedule`, body, { fieldErrors: true }),
  );
}

export type StatusAction = 'confirm' | 'cancel' | 'complete' | 'no-show';

export function useStatusChange() {
  return useAgendaMutation(
    ({
      id,
      action,
      reason = '',
    }: Partial<StatusChangeBody> & { id: string; action: StatusAction }) =>
      api.post<Appointment>(`/appointments/${id}/${action}`, { reason } satisfies StatusChangeBody),
  );
}

export function useAgendaSettings(enabled = true) {
  return useQuery({
    queryKey: agendaKeys.settings,
    queryFn: ({ signal }) => api.get<AgendaSettingsAnswer>('/appointments/settings', { signal }),
    enabled,
  });
}

export function useSaveAgendaSettings() {
  return useAgendaMutation((body: AgendaSettings) =>
    api.put<AgendaSettingsAnswer>('/appointments/settings', body, { fieldErrors: true }),
  );
}

export function useBlockedPeriods() {
  return useQuery({
    queryKey: agendaKeys.blocked,
    queryFn: ({ signal }) => api.get<BlockedPeriod[]>('/appointments/blocked-periods', { signal }),
  });
}

export function useAddBlockedPeriod() {
  return useAgendaMutation((body: BlockedPeriodBody) =>
    api.post<BlockedPeriod>('/appointments/blocked-periods', body, { fieldErrors: true }),
  );
}

export function useDeleteBlockedPeriod() {
  return useAgendaMutation((id: string) =>
    api.delete<Removed>(`/appointments/blocked-periods/${id}`),
  );
}

export function useBookableTherapists(enabled = true) {
  return useQuery({
    queryKey: agendaKeys.therapists,
    queryFn: ({ signal }) =>
      api.get<BookableTherapist[]>('/appointments/bookable-therapists', { signal }),
    enabled,
  });
}

export function useFeedUrl() {
  return useQuery({
    queryKey: agendaKeys.feedUrl,
    queryFn: ({ signal }) =>
      api.get<FeedUrl>('/appointments/feed-url', { signal }).then((r) => r.url),
  });
}

export function useResetFeedUrl() {
  return useAgendaMutation(() =>
    api.post<FeedUrl>('/appointments/feed-url/reset', {}).then((r) => r.url),
  );
}

/** The .ics of one appointment, downloaded with the session's token. */
export async function downloadIcs(id: string) {
  const blob = await api.get<Blob>(`/appointments/${id}/ics`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `cita-${id.slice(0, 8)}.ics`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
