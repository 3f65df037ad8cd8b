import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Catalog,
  CatalogGroup,
  CatalogRegister,
  CatalogSubgroup,
  GeneralFilterQuery,
  NewGroupBody,
  NewPrimaryBody,
  NewSubgroupBody,
  Page,
  RegisterBody,
  Tag,
  TagBody,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

const R = '/catalogs/registers';

export const catalogueKeys = {
  all: ['catalogues'] as const,
  catalogs: ['catalogues', 'list'] as const,
  groups: (c: string) => ['catalogues', 'groups', c] as const,
  subgroups: (c: string) => ['catalogues', 'subgroups', c] as const,
  registers: (q: GeneralFilterQuery) => ['catalogues', 'registers', q] as const,
  tags: ['catalogues', 'tags'] as const,
};

/** The general catalogues; also what the admin Catálogos menu lists, one entry each. */
export function useCatalogs(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.catalogs,
    queryFn: () => api.get<Catalog[]>(`${R}/primary-list`),
    enabled,
  });
}

export function useGroups(elementCatalog: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.groups(elementCatalog ?? ''),
    queryFn: () => api.get<CatalogGroup[]>(`${R}/group-by-catalog`, { query: { elementCatalog } }),
    enabled: Boolean(elementCatalog),
  });
}

export function useSubgroups(elementCatalog: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.subgroups(elementCatalog ?? ''),
    queryFn: () =>
      api.get<CatalogSubgroup[]>(`${R}/subgroup-by-catalog`, { query: { elementCatalog } }),
    enabled: Boolean(elementCatalog),
  });
}

export function useRegisters(q: GeneralFilterQuery) {
  return useQuery<Page<CatalogRegister>>({
    queryKey: catalogueKeys.registers(q),
    queryFn: ({ signal }) =>
      api.get<Page<CatalogRegister>>(`${R}/general-filter`, {
        query: q as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTags() {
  return useQuery({
    queryKey: catalogueKeys.tags,
    queryFn: () => api.get<Tag[]>('/catalogs/tags'),
  });
}

/** Every write refreshes what the catalogue screens and menus show. */
function useWrite<I>(run: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

/** What each level of the tree sends when it is created or renamed. */
interface LevelBodies {
  primary: NewPrimaryBody;
  group: NewGroupBody;
  subgroup: NewSubgroupBody;
}
export type Level = keyof LevelBodies;

export function useSaveLevel<L extends Level>(level: L) {
  return useWrite((input: { id?: string; body: LevelBodies[L] }) =>
    input.id
      ? api.put(`${R}/edit-${level}/${input.id}`, input.body, { fieldErrors: true })
      : api.post(`${R}/new-${level}`, input.body, { fieldErrors: true }),
  );
}

export function useDeleteLevel(level: Level) {
  return useWrite((id: string) => api.delete(`${R}/delete-${level}/${id}`));
}

export function useSaveRegister() {
  return useWrite((input: { id?: string; body: RegisterBody }) =>
    input.id
      ? api.put(`${R}/edit-register/${input.id}`, input.body, { fieldErrors: true })
      : api.post(`${R}/new-register`, input.body, { fieldErrors: true }),
  );
}

export function useDeleteRegister() {
  return useWrite((id: string) => api.delete(`${R}/delete-register/${id}`));
}

export function useSaveTag() {
  return useWrite(({ id, ...body }: TagBody & { id?: string }) =>
    id
      ? api.put(`/catalogs/tags/edit-tag/${id}`, body, { fieldErrors: true })
      : api.post('/catalogs/tags/new-tag', body, { fieldErrors: true }),
  );
}

export function useDeleteTag() {
  return useWrite((id: string) => api.delete(`/catalogs/tags/delete-tag/${id}`));
}
