import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EditRatingBody,
  HideRatingBody,
  NewRatingBody,
  Page,
  RatedTherapist,
  Rating,
  RatingListQuery,
  RatingSummary,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { QUERY_ROOTS } from '../../../core/query-keys.ts';

export type RatingListParams = Partial<RatingListQuery>;

export const ratingKeys = {
  all: ['ratings'] as const,
  list: (q: RatingListParams) => ['ratings', 'list', q] as const,
  summary: (therapistId: string | undefined) =>
    ['ratings', 'summary', therapistId ?? 'me'] as const,
  therapists: ['ratings', 'therapists'] as const,
};

export function useRatings(q: RatingListParams = {}) {
  return useQuery<Page<Rating>, Error, Page<Rating>, ReturnType<typeof ratingKeys.list>>({
    queryKey: ratingKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<Page<Rating>>('/ratings', { query: { ...q }, signal, silent: true }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Average and count of the visible opinions; the therapist's own when no id is given. */
export function useRatingSummary(therapistId?: string) {
  return useQuery({
    queryKey: ratingKeys.summary(therapistId),
    queryFn: ({ signal }) =>
      api.get<RatingSummary>('/ratings/summary', {
        query: { therapistId },
        signal,
        silent: true,
      }),
  });
}

export function useRatedTherapists(enabled = true) {
  return useQuery({
    queryKey: ratingKeys.therapists,
    queryFn: ({ signal }) =>
      api.get<RatedTherapist[]>('/ratings/therapists', { signal, silent: true }),
    enabled,
  });
}

/** A rating changes the appointment too (it can no longer be rated): both views go stale. */
function useRatingMutation<TInput>(fn: (input: TInput) => Promise<Rating>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.agenda }),
      ]);
    },
  });
}

export function useRateAppointment() {
  return useRatingMutation((body: NewRatingBody) =>
    api.post<Rating>('/ratings', body, { fieldErrors: true }),
  );
}

export function useEditRating() {
  return useRatingMutation(({ id, ...body }: EditRatingBody & { id: string }) =>
    api.put<Rating>(`/ratings/${id}`, body, { fieldErrors: true }),
  );
}

export function useHideRating() {
  return useRatingMutation(({ id, ...body }: HideRatingBody & { id: string }) =>
    api.post<Rating>(`/ratings/${id}/hide`, body),
  );
}
