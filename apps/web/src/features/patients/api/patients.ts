import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteAnswer,
  Page,
  PatientBody,
  PatientBodyInput,
  PatientListQuery,
  PatientRecord,
  PatientSummary,
  SessionNote,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { QUERY_ROOTS } from '../../../core/query-keys.ts';

export type PatientListParams = PatientListQuery;

export const patientKeys = {
  all: ['patients'] as const,
  list: (p: PatientListParams) => ['patients', 'list', p] as const,
  record: (id: string) => ['patients', 'record', id] as const,
  notes: (id: string) => ['patients', 'notes', id] as const,
};

export function usePatients(params: PatientListParams) {
  return useQuery<Page<PatientSummary>>({
    queryKey: patientKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Page<PatientSummary>>('/patients', {
        query: { ...params, includeInactive: params.includeInactive || undefined },
        signal,
        // The page shows its own error with a retry button.
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The therapist's patients matching a search, to pick one (first page, active ones). */
export function usePatientLookup(search: string) {
  return usePatients({ search, page: 1, pageSize: 20, includeInactive: false });
}

const recordQuery = (id: string | undefined) => ({
  queryKey: patientKeys.record(id ?? ''),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<PatientRecord>(`/patients/${id}`, { signal, silent: true }),
  enabled: Boolean(id),
});

export function usePatient(id: string | undefined) {
  return useQuery(recordQuery(id));
}

/** One patient's name, to show a preselected patient. */
export function usePatientName(id: string | undefined) {
  return useQuery({
    ...recordQuery(id),
    select: (p: PatientRecord) => ({ id: p.id, label: `${p.name} ${p.lastName}`.trim() }),
  });
}

export function usePatientNotes(id: string, enabled = true) {
  return useQuery({
    queryKey: patientKeys.notes(id),
    queryFn: ({ signal }) =>
      api.get<SessionNote[]>(`/patients/${id}/notes`, { signal, silent: true }),
    enabled,
  });
}

/** After a change the lists and the record are stale, and so are the appointments that name the patient. */
function usePatientMutation<TInput, TOut>(fn: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: patientKeys.all });
      await queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.agenda });
    },
  });
}

/** A new record; the quick form sends the basic data only, the rest takes its defaults. */
export function useCreatePatient() {
  return usePatientMutation((body: PatientBodyInput) =>
    api.post<PatientRecord>('/patients', body, { fieldErrors: true }),
  );
}

export function useUpdatePatient(id: string) {
  return usePatientMutation((body: PatientBody) =>
    api.put<PatientRecord>(`/patients/${id}`, body, { fieldErrors: true }),
  );
}

export function useSetPatientActive(id: string) {
  return usePatientMutation((active: boolean) =>
    api.post<PatientRecord>(`/patients/${id}/${active ? 'reactivate' : 'deactivate'}`),
  );
}

export function useInvitePatient(id: string) {
  return usePatientMutation(() => api.post<InviteAnswer>(`/patients/${id}/invite`));
}
