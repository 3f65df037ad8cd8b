import { z } from 'zod';

/** Every successful answer: `{status:"success", data}` (spec section 7). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
/** A successful answer carrying `T`, as `successEnvelope` describes it. */
export type Envelope<T> = z.infer<ReturnType<typeof successEnvelope<z.ZodType<T>>>>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failed answer. `errors` lists field problems on a 400. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageEnvelopeSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
/** A successful answer that says something instead of returning data. */
export type MessageAnswer = z.infer<typeof messageEnvelopeSchema>;

/** Page parameters shared by every list (ARCHITECTURE.md: max 100). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** How many pages a list of `total` items fills, at least one (while the total is unknown too). */
export function pageCount(total: number | undefined, pageSize: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / pageSize));
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
/** One page of a list, as `pageOf` describes it. */
export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;
