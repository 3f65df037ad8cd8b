import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.ts';
import { optionalText, requiredText } from '../text-fields.ts';

/** What Información publishes; the names are also the `content_kind` of the analytics events. */
export const CONTENT_KINDS = ['video', 'document', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Who a content item is for. */
export const AUDIENCES = ['terapeutas', 'pacientes', 'ambos'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  terapeutas: 'Terapeutas',
  pacientes: 'Pacientes',
  ambos: 'Terapeutas y pacientes',
};

export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const ARTICLE_BODY_MAX = 50_000;
/** Extensions the upload dialogs offer; the server decides by the content, not by these. */
export const DOCUMENT_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
] as const;
export const VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.webm'] as const;

const title = requiredText(
  'Escribe el título.',
  160,
  'El título no puede tener más de 160 caracteres.',
);
const description = optionalText(2000, 'La descripción no puede tener más de 2,000 caracteres.');
const summary = requiredText(
  'Escribe el resumen.',
  500,
  'El resumen no puede tener más de 500 caracteres.',
);
const category = requiredText(
  'Escribe la categoría.',
  60,
  'La categoría no puede tener más de 60 caracteres.',
);
const audience = z.enum(AUDIENCES, { error: 'Elige para quién es.' });
const seconds = z
  .number({ error: 'La duración debe ser un número de segundos.' })
  .int('La duración debe ser un número entero de segundos.')
  .min(0, 'La duración no puede ser negativa.')
  .max(86_400, 'La duración no puede pasar de 24 horas.')
  .nullable();
const duration = seconds.default(null);
const body = requiredText(
  'Escribe el texto del artículo.',
  ARTICLE_BODY_MAX,
  'El artículo no puede tener más de 50,000 caracteres.',
);

const published = z.boolean({ error: 'Indica si está publicado.' });

/** Fields of a multipart form arrive as text: "true" / "false" and digits. */
const formBoolean = z
  .enum(['true', 'false'], { error: 'Indica si está publicado.' })
  .default('false')
  .transform((v) => v === 'true');
const formDuration = z
  .string()
  .trim()
  .regex(/^\d{0,5}$/, 'La duración debe ser un número de segundos.')
  .optional()
  .transform((v) => (v ? Number(v) : null))
  .pipe(seconds);

/** YouTube and Vimeo addresses people paste, reduced to the provider and the video's id. */
export interface VideoLink {
  provider: 'youtube' | 'vimeo';
  id: string;
}

export function parseVideoLink(text: string): VideoLink | null {
  // Written without URL (the shared package runs where it may not exist): scheme, host, path.
  const m = /^https?:\/\/(?:www\.|m\.)?([a-z0-9.-]+)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i.exec(
    text.trim(),
  );
  if (!m) return null;
  const host = m[1]!.toLowerCase();
  const parts = (m[2] ?? '').split('/').filter(Boolean);
  const query = new Map(
    (m[3] ?? '')
      .slice(1)
      .split('&')
      .map((pair) => pair.split('=') as [string, string | undefined]),
  );
  const youtubeId = (id: string | null | undefined) =>
    id && /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: 'youtube' as const, id } : null;
  if (host === 'youtu.be') return youtubeId(parts[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') return youtubeId(query.get('v'));
    if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) return youtubeId(parts[1]);
    return null;
  }
  const vimeoId = (id: string | undefined) =>
    id && /^\d{1,12}$/.test(id) ? { provider: 'vimeo' as const, id } : null;
  if (host === 'vimeo.com') return vimeoId(parts[0]);
  if (host === 'player.vimeo.com' && parts[0] === 'video') return vimeoId(parts[1]);
  return null;
}

/**
 * The privacy-enhanced players the Content-Security-Policy allows: YouTube's no-cookie domain
 * and Vimeo with "do not track".
 */
export function embedUrl(link: VideoLink): string {
  return link.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${link.id}?rel=0`
    : `https://player.vimeo.com/video/${link.id}?dnt=1`;
}

const videoUrl = requiredText(
  'Pega el enlace del video.',
  500,
  'El enlace es demasiado largo.',
).refine((v) => parseVideoLink(v) !== null, 'Pega un enlace de YouTube o de Vimeo.');

export const documentBodySchema = z.object({
  title,
  description,
  category,
  audience,
  published,
});
export type DocumentBody = z.input<typeof documentBodySchema>;

/** Multipart fields of a new document (the file travels in the same form): the body's, as text. */
export const documentFieldsSchema = documentBodySchema.extend({ published: formBoolean });
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** Multipart fields of a new uploaded video. */
export const videoFieldsSchema = documentFieldsSchema.extend({ durationSeconds: formDuration });
export type VideoFields = z.infer<typeof videoFieldsSchema>;

/** A linked video is created with this body; an uploaded one keeps its file and omits `url`. */
export const videoBodySchema = documentBodySchema.extend({
  url: videoUrl.optional(),
  durationSeconds: duration,
});
export type VideoBody = z.input<typeof videoBodySchema>;

export const videoLinkBodySchema = videoBodySchema.extend({ url: videoUrl });
export type VideoLinkBody = z.input<typeof videoLinkBodySchema>;

export const articleBodySchema = z.object({
  title,
  summary,
  category,
  audience,
  published,
  body,
});
export type ArticleBody = z.input<typeof articleBodySchema>;

export const articlePreviewBodySchema = z.object({
  body: z.string().max(ARTICLE_BODY_MAX, 'El artículo no puede tener más de 50,000 caracteres.'),
});

export const articlePreviewSchema = z.object({ html: z.string() });

export const archiveBodySchema = z.object({ archived: z.boolean() });

export const contentParamsSchema = z.object({ id: z.uuid('El contenido no existe.') });

export const contentListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(CONTENT_KINDS, { error: 'Elige videos, documentos o artículos.' }),
  category: z.string().trim().max(60, 'La categoría es demasiado larga.').optional(),
  q: optionalText(200, 'La búsqueda puede tener hasta 200 caracteres.'),
  /** The administration's archive; readers never see archived items. */
  archived: z.enum(['true', 'false']).default('false'),
});
export type ContentListQuery = Partial<z.infer<typeof contentListQuerySchema>> & {
  kind: ContentKind;
};

export const contentCategoriesQuerySchema = z.object({
  kind: z.enum(CONTENT_KINDS, { error: 'Elige videos, documentos o artículos.' }),
});

/** Signed links to a file, for a <video>, pdf.js or a download, which cannot send the token. */
export const fileQuerySchema = z.object({
  download: z.enum(['1', '0']).optional(),
  token: z.string().max(400).optional(),
});

export const contentFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  /** A document's or video's description, an article's summary. */
  description: z.string(),
  category: z.string(),
  audience: z.enum(AUDIENCES),
  published: z.boolean(),
  archived: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  file: contentFileSchema.nullable(),
  /** Videos: an uploaded file, or a YouTube / Vimeo player address. */
  video: z
    .object({
      source: z.enum(['archivo', 'youtube', 'vimeo']),
      embedUrl: z.string().nullable(),
      link: z.string().nullable(),
      durationSeconds: z.number().int().nullable(),
    })
    .nullable(),
  /** A video's poster or an article's cover; null while there is none. */
  imageVersion: z.number().int().nullable(),
  /** Readers: never opened by them. */
  isNew: z.boolean(),
  /** Counted for the administration; null for readers. */
  views: z.number().int().nullable(),
  downloads: z.number().int().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const articleSchema = contentItemSchema.extend({
  /** The Markdown source, for the administration's editor; empty for readers. */
  body: z.string(),
  /** The body rendered and sanitised on the server. */
  html: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const contentAccessSchema = z.object({
  /** Inline address (player, preview); null for a linked video or an article. */
  url: z.string().nullable(),
  /** Download address (attachment). */
  downloadUrl: z.string().nullable(),
});
export type ContentAccess = z.infer<typeof contentAccessSchema>;

export const contentCategoriesSchema = z.array(z.string());
