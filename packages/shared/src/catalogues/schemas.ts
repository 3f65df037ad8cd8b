import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.ts';
import { requiredText } from '../text-fields.ts';

const name = (label: string) =>
  requiredText(
    `Escribe ${label}.`,
    120,
    `${label[0]!.toUpperCase()}${label.slice(1)} no puede tener más de 120 caracteres.`,
  );

const description = z
  .string()
  .trim()
  .max(2000, 'La descripción no puede tener más de 2,000 caracteres.')
  .optional()
  .default('');

export const catalogNameSchema = name('el nombre del catálogo');
export const groupNameSchema = name('el nombre del grupo');
export const subgroupNameSchema = name('el nombre del subgrupo');

export const newPrimaryBodySchema = z.object({ elementCatalog: catalogNameSchema, description });
export const newGroupBodySchema = z.object({
  elementCatalog: catalogNameSchema,
  elementGroup: groupNameSchema,
  description,
});
export const newSubgroupBodySchema = z.object({
  elementCatalog: catalogNameSchema,
  elementGroup: groupNameSchema,
  elementSubgroup: subgroupNameSchema,
  description,
});
export type NewPrimaryBody = z.input<typeof newPrimaryBodySchema>;
export type NewGroupBody = z.input<typeof newGroupBodySchema>;
export type NewSubgroupBody = z.input<typeof newSubgroupBodySchema>;

export const attributesSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1, 'Cada atributo necesita un nombre.')
      .max(60, 'El nombre del atributo es demasiado largo.'),
    z.string().trim().max(500, 'El valor del atributo no puede tener más de 500 caracteres.'),
  )
  .refine((r) => Object.keys(r).length <= 30, 'Un registro admite hasta 30 atributos.')
  .optional()
  .default({});

export const registerBodySchema = z.object({
  elementCatalog: catalogNameSchema,
  elementGroup: groupNameSchema.optional(),
  elementSubgroup: subgroupNameSchema.optional(),
  name: name('el nombre del registro'),
  description,
  attributes: attributesSchema,
  tags: z
    .array(z.uuid('La etiqueta no existe.'))
    .max(20, 'Un registro admite hasta 20 etiquetas.')
    .optional()
    .default([]),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const tagBodySchema = z.object({ name: name('el nombre de la etiqueta') });
export type TagBody = z.infer<typeof tagBodySchema>;

export const idParamsSchema = z.object({ id: z.uuid('El elemento no existe.') });

export const byCatalogQuerySchema = z.object({
  elementCatalog: catalogNameSchema,
  elementGroup: groupNameSchema.optional(),
});

export const generalFilterQuerySchema = pageQuerySchema.extend({
  elementCatalog: catalogNameSchema.optional(),
  elementGroup: groupNameSchema.optional(),
  elementSubgroup: subgroupNameSchema.optional(),
  tag: z.uuid('La etiqueta no existe.').optional(),
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga.').optional().default(''),
  scope: z.enum(['all', 'global', 'private']).optional().default('all'),
});
export type GeneralFilterQuery = z.input<typeof generalFilterQuerySchema>;

export const catalogSchema = z.object({
  id: z.string(),
  elementCatalog: z.string(),
  description: z.string(),
  groups: z.number().int(),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const groupSchema = z.object({
  id: z.string(),
  catalogId: z.string(),
  elementCatalog: z.string(),
  elementGroup: z.string(),
  description: z.string(),
});
export type CatalogGroup = z.infer<typeof groupSchema>;

export const subgroupSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  elementCatalog: z.string(),
  elementGroup: z.string(),
  elementSubgroup: z.string(),
  description: z.string(),
});
export type CatalogSubgroup = z.infer<typeof subgroupSchema>;

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const registerSchema = z.object({
  id: z.string(),
  elementCatalog: z.string(),
  elementGroup: z.string().nullable(),
  elementSubgroup: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  attributes: z.record(z.string(), z.string()),
  tags: z.array(tagSchema),
  /** Global registers come from the administration; private ones belong to one therapist. */
  scope: z.enum(['global', 'private']),
});
export type CatalogRegister = z.infer<typeof registerSchema>;

/**
 * Text as the catalogue search compares it: lower case, no accents, punctuation as spaces
 * ("Timo – Recto" and "timo recto" are the same; "páncreas" and "pancreas" too).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
