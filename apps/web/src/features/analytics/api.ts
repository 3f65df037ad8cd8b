import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsDashboard, AnalyticsQuery, AnalyticsTherapist } from '@armonia/shared';
import { api } from '../../core/api-client.ts';

export const analyticsKeys = {
  dashboard: (q: AnalyticsQuery) => ['analytics', 'dashboard', q] as const,
  therapists: ['analytics', 'therapists'] as const,
};

export function useAnalyticsDashboard(q: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.dashboard(q),
    queryFn: ({ signal }) =>
      api.get<AnalyticsDashboard>('/analytics/dashboard', {
        query: { ...q },
        signal,
        silent: true,
      }),
    // The figures of the previous choice stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsTherapists() {
  return useQuery({
    queryKey: analyticsKeys.therapists,
    queryFn: ({ signal }) =>
      api.get<AnalyticsTherapist[]>('/analytics/therapists', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
