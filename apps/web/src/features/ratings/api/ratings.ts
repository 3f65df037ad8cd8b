import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EditRatingBody,
  NewRatingBody,
  RatedTherapist,
  Rating,
  RatingSummary,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

type Envelope<T> = { status: 'success'; data: T };
export interface RatingPage {
  items: Rating[];
  total: number;
  page: number;
  pageSize: number;
}
export interface RatingListParams {
  therapistId?: string;
  page?: number;
  pageSize?: number;
}

export const ratingKeys = {
  all: ['ratings'] as const,
  list: (q: RatingListParams) => ['ratings', 'list', q] as const,
  summary: (therapistId: string | undefined) =>
    ['ratings', 'summary', therapistId ?? 'me'] as const,
  therapists: ['ratings', 'therapists'] as const,
};

export function useRatings(q: RatingListParams = {}) {
  return useQuery<RatingPage, Error, RatingPage, ReturnType<typeof ratingKeys.list>>({
    queryKey: ratingKeys.list(q),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<RatingPage>>('/ratings', { query: { ...q }, signal, silent: true })
        .then((r) => r.data),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Average and count of the visible opinions; the therapist's own when no id is given. */
export function useRatingSummary(therapistId?: string) {
  return useQuery({
    queryKey: ratingKeys.summary(therapistId),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<RatingSummary>>('/ratings/summary', {
          query: { therapistId },
          signal,
          silent: true,
        })
        .then((r) => r.data),
  });
}

export function useRatedTherapists(enabled = true) {
  return useQuery({
    queryKey: ratingKeys.therapists,
    queryFn: ({ signal }) =>
      api
        .get<Envelope<RatedTherapist[]>>('/ratings/therapists', { signal, silent: true })
        .then((r) => r.data),
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
        queryClient.invalidateQueries({ queryKey: ['agenda'] }),
      ]);
    },
  });
}

export function useRateAppointment() {
  return useRatingMutation((body: NewRatingBody) =>
    api.post<Envelope<Rating>>('/ratings', body, { fieldErrors: true }).then((r) => r.data),
  );
}

export function useEditRating() {
  return useRatingMutation(({ id, ...body }: EditRatingBody & { id: string }) =>
    api.put<Envelope<Rating>>(`/ratings/${id}`, body, { fieldErrors: true }).then((r) => r.data),
  );
}

export function useHideRating() {
  return useRatingMutation(({ id, hidden }: { id: string; hidden: boolean }) =>
    api.post<Envelope<Rating>>(`/ratings/${id}/hide`, { hidden }).then((r) => r.data),
  );
}
