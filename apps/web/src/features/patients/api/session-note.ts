import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddendumBody, SessionNote, SessionNoteContent } from '@armonia/shared';
import { ApiError, api } from '../../../core/api-client.ts';
import { patientKeys } from './patients.ts';

export const noteKeys = {
  note: (appointmentId: string) => ['patients', 'note', appointmentId] as const,
};

/** The note of an appointment, or null while it has none. */
export function useSessionNote(appointmentId: string) {
  return useQuery({
    queryKey: noteKeys.note(appointmentId),
    queryFn: async ({ signal }): Promise<SessionNote | null> => {
      try {
        return await api.get<SessionNote>(`/appointments/${appointmentId}/note`, {
          signal,
          silent: true,
        });
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
    api.put<SessionNote>(`/appointments/${appointmentId}/note`, content, {
      fieldErrors: true,
    }),
  );
}

export function useSignNote(appointmentId: string, patientId: string) {
  return useNoteMutation(appointmentId, patientId, () =>
    api.post<SessionNote>(`/appointments/${appointmentId}/note/sign`),
  );
}

export function useAddAddendum(appointmentId: string, patientId: string) {
  return useNoteMutation(appointmentId, patientId, (text: string) =>
    api.post<SessionNote>(
      `/appointments/${appointmentId}/note/addenda`,
      { text } satisfies AddendumBody,
      { fieldErrors: true },
    ),
  );
}
