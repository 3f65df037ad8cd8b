import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatientRecord, PatientSummary } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

type Envelope<T> = { status: 'success'; data: T };
interface PatientPage {
  items: PatientSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** The agenda's own view of the therapist's patients: enough to pick one for an appointment. */
const keys = {
  search: (search: string) => ['agenda', 'patient-lookup', search] as const,
  one: (id: string) => ['agenda', 'patient-name', id] as const,
};

export function usePatientLookup(search: string) {
  return useQuery<PatientSummary[]>({
    queryKey: keys.search(search),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<PatientPage>>('/patients', {
          query: { search, pageSize: 20 },
          signal,
          silent: true,
        })
        .then((r) => r.data.items),
    placeholderData: keepPreviousData,
  });
}

/** One patient's name, to show a preselected patient (?patientId=). */
export function usePatientName(id: string | undefined) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<PatientRecord>>(`/patients/${id}`, { signal, silent: true })
        .then((r) => r.data),
    enabled: Boolean(id),
    select: (p) => ({ id: p.id, label: `${p.name} ${p.lastName}`.trim() }),
  });
}

export interface QuickPatient {
  name: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A record with the basic data only; consent and clinical history are completed later. */
export function useQuickCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuickPatient) =>
      api
        .post<Envelope<PatientSummary>>(
          '/patients',
          { ...body, consent: false },
          { fieldErrors: true },
        )
        .then((r) => r.data),
    onSuccess: async () => {
      // The patients feature keeps its lists under ['patients']; both views must see the record.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['patients'] }),
        queryClient.invalidateQueries({ queryKey: ['agenda', 'patient-lookup'] }),
      ]);
    },
  });
}
