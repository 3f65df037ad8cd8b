import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteAnswer,
  PatientBody,
  PatientRecord,
  PatientSummary,
  SessionNote,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

type Envelope<T> = { status: 'success'; data: T };

export interface PatientPage {
  items: PatientSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PatientListParams {
  search: string;
  page: number;
  pageSize: number;
  includeInactive: boolean;
}

export const patientKeys = {
  all: ['patients'] as const,
  list: (p: PatientListParams) => ['patients', 'list', p] as const,
  record: (id: string) => ['patients', 'record', id] as const,
  notes: (id: string) => ['patients', 'notes', id] as const,
};

export function usePatients(params: PatientListParams) {
  return useQuery<PatientPage>({
    queryKey: patientKeys.list(params),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<PatientPage>>('/patients', {
          query: { ...params, includeInactive: params.includeInactive || undefined },
          signal,
          // The page shows its own error with a retry button.
          silent: true,
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function usePatient(id: string | undefined) {
  return useQuery({
    queryKey: patientKeys.record(id ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<PatientRecord>>(`/patients/${id}`, { signal, silent: true })
        .then((r) => r.data),
    enabled: Boolean(id),
  });
}

export function usePatientNotes(id: string, enabled = true) {
  return useQuery({
    queryKey: patientKeys.notes(id),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<SessionNote[]>>(`/patients/${id}/notes`, { signal, silent: true })
        .then((r) => r.data),
    enabled,
  });
}

/** After a change the lists and the record are stale (the agenda's patient lookups too). */
function usePatientMutation<TInput, TOut>(fn: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: patientKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['agenda'] });
    },
  });
}

export function useCreatePatient() {
  return usePatientMutation((body: PatientBody) =>
    api.post<Envelope<PatientRecord>>('/patients', body, { fieldErrors: true }).then((r) => r.data),
  );
}

export function useUpdatePatient(id: string) {
  return usePatientMutation((body: PatientBody) =>
    api
      .put<Envelope<PatientRecord>>(`/patients/${id}`, body, { fieldErrors: true })
      .then((r) => r.data),
  );
}

export function useSetPatientActive(id: string) {
  return usePatientMutation((active: boolean) =>
    api
      .post<Envelope<PatientRecord>>(`/patients/${id}/${active ? 'reactivate' : 'deactivate'}`)
      .then((r) => r.data),
  );
}

export function useInvitePatient(id: string) {
  return usePatientMutation(() =>
    api.post<Envelope<InviteAnswer>>(`/patients/${id}/invite`).then((r) => r.data),
  );
}
