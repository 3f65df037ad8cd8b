import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionNote, SessionNoteContent } from '@armonia/shared';
import { ApiError, api } from '../../../core/api-client.ts';
import { patientKeys } from './patients.ts';

type Envelope<T> = { status: 'success'; data: T };

export const noteKeys = {
  note: (appointmentId: string) => ['patients', 'note', appointmentId] as const,
};

/** The note of an appointment, or null while it has none. */
export function useSessionNote(appointmentId: string) {
  return useQuery({
    queryKey: noteKeys.note(appointmentId),
    queryFn: async ({ signal }): Promise<SessionNote | null> => {
      try {
        const r = await api.get<Envelope<SessionNote>>(`/appointments/${appointmentId}/note`, {
          signal,
          silent: true,
        });
        return r.data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    retry: false,
  });
}

function useNoteMutation<TInput>(
  appointmentId: string,
  patientId: string,
  fn: (input: TInput) => Promise<SessionNote>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.note(appointmentId), note);
      return queryClient.invalidateQueries({ queryKey: patientKeys.notes(patientId) });
    },
  });
}

export function useSaveNote(appointmentId: string, patientId: string) {
  return useNoteMutation(appointmentId, patientId, (content: SessionNoteContent) =>
    api
      .put<Envelope<SessionNote>>(`/appointments/${appointmentId}/note`, content, {
        fieldErrors: true,
      })
      .then((r) => r.data),
  );
}

export function useSignNote(appointmentId: string, patientId: string) {
  return useNoteMutation(appointmentId, patientId, () =>
    api.post<Envelope<SessionNote>>(`/appointments/${appointmentId}/note/sign`).then((r) => r.data),
  );
}

export function useAddAddendum(appointmentId: string, patientId: string) {
  return useNoteMutation(appointmentId, patientId, (text: string) =>
    api
      .post<Envelope<SessionNote>>(
        `/appointments/${appointmentId}/note/addenda`,
        { text },
        { fieldErrors: true },
      )
      .then((r) => r.data),
  );
}
