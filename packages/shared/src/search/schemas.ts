import { z } from 'zod';

/** Every kind of thing one search looks through, in the order the results show them. */
export const SEARCH_KINDS = [
  'patients',
  'appointments',
  'therapists',
  'registers',
  'listItems',
  'videos',
  'documents',
  'articles',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 200;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Escribe qué buscar.' })
    .trim()
    .max(SEARCH_QUERY_MAX, 'La búsqueda puede tener hasta 200 caracteres.'),
  /** One kind only, to page through it ("Ver todos"); all kinds otherwise. */
  kind: z.enum(SEARCH_KINDS, { error: 'Ese tipo de resultado no existe.' }).optional(),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(5),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A piece of highlighted text: the parts that matched the query are marked. */
export const textSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

export const searchHitSchema = z.object({
  id: z.string(),
  kind: z.enum(SEARCH_KINDS),
  title: z.array(textSegmentSchema),
  /** A passage of the text around the matches; empty when only the title matched. */
  snippet: z.array(textSegmentSchema),
  /** A short line of context: a catalogue, a category, a state. */
  meta: z.string(),
  /** An instant the screen shows in the reader's zone (an appointment's start). */
  at: z.string().nullable(),
  /** The screen that opens it. */
  link: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** Matches counted, up to a cap: `more` says there are more than that. */
  total: z.number().int(),
  more: z.boolean(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchAnswerSchema = z.object({
  q: z.string(),
  /** Groups with at least one hit, in the order of SEARCH_KINDS. */
  groups: z.array(searchGroupSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * Splits text marked with the two separators into highlighted segments. The server marks the
 * matches with control characters, which stored text never contains (the text rule refuses them).
 */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

export function segmentsOf(marked: string): TextSegment[] {
  const out: TextSegment[] = [];
  let rest = marked;
  while (rest.length) {
    const start = rest.indexOf(MATCH_START);
    if (start === -1) {
      out.push({ text: rest, match: false });
      break;
    }
    if (start > 0) out.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    const text = rest.slice(start + 1, stop);
    if (text) out.push({ text, match: true });
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  return out;
}
