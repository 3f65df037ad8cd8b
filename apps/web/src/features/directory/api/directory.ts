import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DirectoryFacets,
  DirectoryOpinion,
  Page,
  Slot,
  TherapistCard,
  TherapistProfile,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';
import { QUERY_ROOTS } from '../../../core/query-keys.ts';

export const directoryKeys = {
  all: ['directory'] as const,
  list: (q: Record<string, string>) => ['directory', 'list', q] as const,
  profile: (slug: string) => ['directory', 'profile', slug] as const,
  opinions: (slug: string, page: number) => ['directory', 'opinions', slug, page] as const,
  facets: (audience: 'app' | 'public') => ['directory', 'facets', audience] as const,
  /** Under the agenda's root: a booking anywhere makes them stale. */
  slots: (slug: string, from: string, to: string) =>
    [...QUERY_ROOTS.agenda, 'directory-slots', slug, from, to] as const,
};

/** One page of the directory for the query the URL holds (the API judges its values). */
export function useDirectory(query: Record<string, string>) {
  return useQuery<Page<TherapistCard>>({
    queryKey: directoryKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Page<TherapistCard>>('/directory/therapists', {
        query,
        signal,
        fieldErrors: true,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The filters' and the editor's choices. The editor (therapists and the administration) reads
 * the public ones: the catalogues are the same, and the administration has no directory of its own.
 */
export function useFacets(audience: 'app' | 'public' = 'app') {
  return useQuery({
    queryKey: directoryKeys.facets(audience),
    queryFn: ({ signal }) =>
      api.get<DirectoryFacets>(
        audience === 'app' ? '/directory/facets' : '/public/directory/facets',
        {
          signal,
        },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useTherapistProfile(slug: string | undefined) {
  return useQuery({
    queryKey: directoryKeys.profile(slug ?? ''),
    queryFn: ({ signal }) =>
      api.get<TherapistProfile>(`/directory/therapists/${slug}`, { signal, silent: true }),
    enabled: Boolean(slug),
    retry: false,
  });
}

export function useOpinions(slug: string, page: number) {
  return useQuery<Page<DirectoryOpinion>>({
    queryKey: directoryKeys.opinions(slug, page),
    queryFn: ({ signal }) =>
      api.get<Page<DirectoryOpinion>>(`/directory/therapists/${slug}/opinions`, {
        query: { page, pageSize: 5 },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The bookable slots of a listed therapist between two days. */
export function useProfileSlots(slug: string, from: string, to: string) {
  return useQuery({
    queryKey: directoryKeys.slots(slug, from, to),
    queryFn: ({ signal }) =>
      api.get<Slot[]>(`/directory/therapists/${slug}/free-slots`, {
        query: { from, to },
        signal,
        silent: true,
      }),
  });
}
