import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Article,
  ArticleBody,
  ContentAccess,
  ContentItem,
  ContentKind,
  ContentListQuery,
  DocumentBody,
  Page,
  VideoBody,
  VideoLinkBody,
} from '@armonia/shared';
import { api, upload } from '../../../core/api-client.ts';

export const contentKeys = {
  all: ['content'] as const,
  list: (q: ContentListQuery) => ['content', 'list', q] as const,
  categories: (kind: ContentKind) => ['content', 'categories', kind] as const,
  article: (id: string) => ['content', 'article', id] as const,
  image: (id: string, version: number | null) => ['content', 'image', id, version] as const,
};

export function useContentItems(q: ContentListQuery) {
  return useQuery({
    queryKey: contentKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<Page<ContentItem>>('/content/items', { query: { ...q }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useContentCategories(kind: ContentKind) {
  return useQuery({
    queryKey: contentKeys.categories(kind),
    queryFn: ({ signal }) =>
      api.get<string[]>('/content/categories', { query: { kind }, signal, silent: true }),
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: contentKeys.article(id ?? ''),
    queryFn: ({ signal }) => api.get<Article>(`/content/articles/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
  });
}

/** A poster or cover fetched with the session token; undefined while there is none. */
export function useContentImage(item: Pick<ContentItem, 'id' | 'imageVersion'>) {
  return useQuery({
    queryKey: contentKeys.image(item.id, item.imageVersion),
    queryFn: () => api.get<Blob>(`/content/items/${item.id}/image`, { silent: true }),
    enabled: item.imageVersion !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Opening counts a view and clears the "nuevo" mark, so the lists are refreshed after it; the
 * answer holds the signed links a player or pdf.js can follow.
 */
export function useOpenContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ContentAccess>(`/content/items/${id}/open`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'list'] }),
  });
}

/** Counts a download and follows the attachment link it answers with. */
export function useDownloadContent() {
  return useMutation({
    mutationFn: async (id: string) => {
      const access = await api.post<ContentAccess>(`/content/items/${id}/download`);
      if (access.downloadUrl) window.location.assign(access.downloadUrl);
      return access;
    },
  });
}

function useContentMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

/** A multipart form with the file last, so the fields are read before the bytes. */
function formOf(fields: Record<string, string | number | boolean | null | undefined>, file?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined && v !== null) form.append(k, String(v));
  }
  if (file) form.append('file', file);
  return form;
}

export type UploadFields = Record<string, string | number | boolean | null | undefined>;

export function useCreateDocument(onProgress: (percent: number) => void) {
  return useContentMutation((input: { fields: UploadFields; file: File }) =>
    upload<ContentItem>('/content/documents', formOf(input.fields, input.file), onProgress, {
      fieldErrors: true,
    }),
  );
}

export function useCreateUploadedVideo(onProgress: (percent: number) => void) {
  return useContentMutation((input: { fields: UploadFields; file: File }) =>
    upload<ContentItem>('/content/videos/upload', formOf(input.fields, input.file), onProgress, {
      fieldErrors: true,
    }),
  );
}

export function useReplaceFile(onProgress: (percent: number) => void) {
  return useContentMutation((input: { id: string; file: File }) =>
    upload<ContentItem>(`/content/items/${input.id}/file`, formOf({}, input.file), onProgress, {
      silent: true,
    }),
  );
}

export function useUploadImage() {
  return useContentMutation((input: { id: string; file: File }) =>
    upload<ContentItem>(`/content/items/${input.id}/image`, formOf({}, input.file), undefined, {
      silent: true,
    }),
  );
}

export function useCreateLinkedVideo() {
  return useContentMutation((body: VideoLinkBody) =>
    api.post<ContentItem>('/content/videos', body, { fieldErrors: true }),
  );
}

export function useUpdateDocument() {
  return useContentMutation(({ id, ...body }: DocumentBody & { id: string }) =>
    api.put<ContentItem>(`/content/documents/${id}`, body, { fieldErrors: true }),
  );
}

export function useUpdateVideo() {
  return useContentMutation(({ id, ...body }: VideoBody & { id: string }) =>
    api.put<ContentItem>(`/content/videos/${id}`, body, { fieldErrors: true }),
  );
}

export function useSaveArticle() {
  return useContentMutation(({ id, ...body }: ArticleBody & { id?: string }) =>
    id
      ? api.put<Article>(`/content/articles/${id}`, body, { fieldErrors: true })
      : api.post<Article>('/content/articles', body, { fieldErrors: true }),
  );
}

export function useArchiveContent() {
  return useContentMutation(({ id, archived }: { id: string; archived: boolean }) =>
    api.post<ContentItem>(`/content/items/${id}/archive`, { archived }),
  );
}

/** The article as readers will see it, rendered and cleaned by the server. */
export function useArticlePreview(body: string) {
  return useQuery({
    queryKey: ['content', 'preview', body],
    queryFn: ({ signal }) =>
      api.post<{ html: string }>('/content/articles/preview', { body }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useContentItem(id: string | null) {
  return useQuery({
    queryKey: ['content', 'item', id],
    queryFn: ({ signal }) => api.get<ContentItem>(`/content/items/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
  });
}
