import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInbox, ContactMessage, SiteSettings } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export const siteAdminKeys = {
  settings: ['site-admin', 'settings'] as const,
  contact: ['site-admin', 'contact'] as const,
  contactPage: (q: ContactQuery) => ['site-admin', 'contact', q] as const,
};

export interface ContactQuery {
  page: number;
  pageSize: number;
  pending: boolean;
}

export function useSiteSettingsForm() {
  return useQuery({
    queryKey: siteAdminKeys.settings,
    queryFn: ({ signal }) => api.get<SiteSettings>('/site/settings', { signal, silent: true }),
  });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettings) =>
      api.put<SiteSettings>('/site/settings', body, { fieldErrors: true }),
    onSuccess: (data) => queryClient.setQueryData(siteAdminKeys.settings, data),
  });
}

export function useContactInbox(q: ContactQuery) {
  return useQuery({
    queryKey: siteAdminKeys.contactPage(q),
    queryFn: ({ signal }) =>
      api.get<ContactInbox>('/site/contact-messages', {
        query: { page: q.page, pageSize: q.pageSize, pending: q.pending ? 'true' : undefined },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.put<ContactMessage>(`/site/contact-messages/${id}/handled`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.contact }),
  });
}
