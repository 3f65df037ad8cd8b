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
  RescheduleBody,
  Slot,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

type Envelope<T> = { status: 'success'; data: T };
export interface AppointmentPage {
  items: Appointment[];
  total: number;
  page: number;
  pageSize: number;
}

export const agendaKeys = {
  all: ['agenda'] as const,
  list: (q: Partial<AppointmentListQuery>) => ['agenda', 'list', q] as const,
  detail: (id: string) => ['agenda', 'detail', id] as const,
  slots: (q: FreeSlotsParams) => ['agenda', 'slots', q] as const,
  settings: ['agenda', 'settings'] as const,
  blocked: ['agenda', 'blocked'] as const,
  therapists: ['agenda', 'therapists'] as const,
  feedUrl: ['agenda', 'feed-url'] as const,
};

export function useAppointments(q: Partial<AppointmentListQuery>, enabled = true) {
  // Explicit type: inference through keepPreviousData otherwise widens `data`.
  return useQuery<AppointmentPage>({
    queryKey: agendaKeys.list(q),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<AppointmentPage>>('/appointments', {
          query: q as Record<string, string | number | undefined>,
          signal,
          silent: true,
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAppointment(id: string | undefined) {
  return useQuery({
    queryKey: agendaKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<AppointmentDetail>>(`/appointments/${id}`, { signal, silent: true })
        .then((r) => r.data),
    enabled: Boolean(id),
  });
}

export interface FreeSlotsParams {
  therapistId?: string;
  /** yyyy-MM-dd, in the therapist's zone. */
  from: string;
  to: string;
  duration?: number;
  excludeAppointmentId?: string;
}

export function useFreeSlots(params: FreeSlotsParams | undefined) {
  return useQuery({
    queryKey: agendaKeys.slots(params ?? { from: '', to: '' }),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<Slot[]>>('/appointments/free-slots', {
          query: { ...params } as Record<string, string | number | undefined>,
          signal,
          silent: true,
        })
        .then((r) => r.data),
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
    api
      .post<Envelope<Appointment>>('/appointments', body, { fieldErrors: true })
      .then((r) => r.data),
  );
}

export function useBookAppointment() {
  return useAgendaMutation((body: BookAppointmentBody) =>
    api
      .post<Envelope<Appointment>>('/appointments/book', body, { fieldErrors: true })
      .then((r) => r.data),
  );
}

export function useReschedule() {
  return useAgendaMutation(({ id, ...body }: RescheduleBody & { id: string }) =>
    api
      .post<Envelope<Appointment>>(`/appointments/${id}/reschedule`, body, { fieldErrors: true })
      .then((r) => r.data),
  );
}

export type StatusAction = 'confirm' | 'cancel' | 'complete' | 'no-show';

export function useStatusChange() {
  return useAgendaMutation(
    ({ id, action, reason = '' }: { id: string; action: StatusAction; reason?: string }) =>
      api
        .post<Envelope<Appointment>>(`/appointments/${id}/${action}`, { reason })
        .then((r) => r.data),
  );
}

export function useAgendaSettings(enabled = true) {
  return useQuery({
    queryKey: agendaKeys.settings,
    queryFn: ({ signal }) =>
      api
        .get<Envelope<AgendaSettingsAnswer>>('/appointments/settings', { signal })
        .then((r) => r.data),
    enabled,
  });
}

export function useSaveAgendaSettings() {
  return useAgendaMutation((body: AgendaSettings) =>
    api
      .put<Envelope<AgendaSettingsAnswer>>('/appointments/settings', body, { fieldErrors: true })
      .then((r) => r.data),
  );
}

export function useBlockedPeriods() {
  return useQuery({
    queryKey: agendaKeys.blocked,
    queryFn: ({ signal }) =>
      api
        .get<Envelope<BlockedPeriod[]>>('/appointments/blocked-periods', { signal })
        .then((r) => r.data),
  });
}

export function useAddBlockedPeriod() {
  return useAgendaMutation((body: BlockedPeriodBody) =>
    api
      .post<Envelope<BlockedPeriod>>('/appointments/blocked-periods', body, { fieldErrors: true })
      .then((r) => r.data),
  );
}

export function useDeleteBlockedPeriod() {
  return useAgendaMutation((id: string) =>
    api.delete<Envelope<{ id: string }>>(`/appointments/blocked-periods/${id}`),
  );
}

export function useBookableTherapists(enabled = true) {
  return useQuery({
    queryKey: agendaKeys.therapists,
    queryFn: ({ signal }) =>
      api
        .get<Envelope<BookableTherapist[]>>('/appointments/bookable-therapists', { signal })
        .then((r) => r.data),
    enabled,
  });
}

export function useFeedUrl() {
  return useQuery({
    queryKey: agendaKeys.feedUrl,
    queryFn: ({ signal }) =>
      api
        .get<Envelope<{ url: string }>>('/appointments/feed-url', { signal })
        .then((r) => r.data.url),
  });
}

export function useResetFeedUrl() {
  return useAgendaMutation(() =>
    api.post<Envelope<{ url: string }>>('/appointments/feed-url/reset', {}).then((r) => r.data.url),
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
