import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Catalog,
  CatalogGroup,
  CatalogRegister,
  CatalogSubgroup,
  GeneralFilterQuery,
  RegisterBody,
  Tag,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

const R = '/catalogs/registers';
type Envelope<T> = { status: 'success'; data: T };
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

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
    queryFn: () => api.get<Envelope<Catalog[]>>(`${R}/primary-list`).then((r) => r.data),
    enabled,
  });
}

export function useGroups(elementCatalog: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.groups(elementCatalog ?? ''),
    queryFn: () =>
      api
        .get<Envelope<CatalogGroup[]>>(`${R}/group-by-catalog`, { query: { elementCatalog } })
        .then((r) => r.data),
    enabled: Boolean(elementCatalog),
  });
}

export function useSubgroups(elementCatalog: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.subgroups(elementCatalog ?? ''),
    queryFn: () =>
      api
        .get<Envelope<CatalogSubgroup[]>>(`${R}/subgroup-by-catalog`, { query: { elementCatalog } })
        .then((r) => r.data),
    enabled: Boolean(elementCatalog),
  });
}

export function useRegisters(q: GeneralFilterQuery) {
  return useQuery<Page<CatalogRegister>>({
    queryKey: catalogueKeys.registers(q),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<Page<CatalogRegister>>>(`${R}/general-filter`, {
          query: q as Record<string, string | number | undefined>,
          signal,
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useTags() {
  return useQuery({
    queryKey: catalogueKeys.tags,
    queryFn: () => api.get<Envelope<Tag[]>>('/catalogs/tags').then((r) => r.data),
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

export type Level = 'primary' | 'group' | 'subgroup';

export function useSaveLevel(level: Level) {
  return useWrite((input: { id?: string; body: Record<string, string> }) =>
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
  return useWrite((input: { id?: string; name: string }) =>
    input.id
      ? api.put(`/catalogs/tags/edit-tag/${input.id}`, { name: input.name }, { fieldErrors: true })
      : api.post('/catalogs/tags/new-tag', { name: input.name }, { fieldErrors: true }),
  );
}

export function useDeleteTag() {
  return useWrite((id: string) => api.delete(`/catalogs/tags/delete-tag/${id}`));
}
