import { z } from 'zod';
import { APP_ROUTES } from '../navigation/routes.ts';

/**
 * One declarative definition per list (catalogues and configuration lists). It drives the API's
 * validation and generic routes, the table and the form of the web, and the CSV columns:
 * adding a list is adding a definition here.
 */
/** `references`: an ordered choice of items of another list (`refList`), one name per line. */
export type FieldType = 'text' | 'textarea' | 'number' | 'select' | 'boolean' | 'references';

export interface FieldDef {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Longest text, or largest number. */
  max?: number;
  min?: number;
  options?: readonly { value: string; label: string }[];
  /** For `references`: the list whose items are chosen. */
  refList?: string;
}

export interface ListDef {
  key: string;
  title: string;
  /** Singular noun for buttons and messages ("Nueva flor"). */
  itemName: string;
  /** Admin route where the list is managed. */
  path: string;
  fields: readonly FieldDef[];
  /** Field whose value is unique in the list (accents and case aside). */
  uniqueField: string;
  columns: readonly string[];
  searchFields: readonly string[];
  /** Kept in a chosen order (drag to reorder) instead of alphabetical. */
  ordered?: boolean;
  /** Each item may carry one image, with this label. */
  image?: string;
}

const opt = (...values: string[]) => values.map((v) => ({ value: v, label: v }));

export const BACH_GROUPS = opt(
  'Miedo',
  'Incertidumbre',
  'Falta de interés por el presente',
  'Soledad',
  'Hipersensibilidad a influencias e ideas',
  'Desaliento o desesperación',
  'Preocupación excesiva por el bienestar de los demás',
);

export const LISTS = {
  flowers: {
    key: 'flowers',
    title: 'Flores de Bach',
    itemName: 'flor',
    path: APP_ROUTES.catalogueFlowers.path,
    uniqueField: 'name',
    fields: [
      { key: 'name', label: 'Nombre', type: 'text', required: true, max: 120 },
      { key: 'englishName', label: 'Nombre en inglés', type: 'text', required: true, max: 120 },
      { key: 'group', label: 'Grupo', type: 'select', required: true, options: BACH_GROUPS },
      { key: 'indication', label: 'Indicación', type: 'textarea', max: 1000 },
    ],
    columns: ['name', 'englishName', 'group'],
    searchFields: ['name', 'englishName', 'group', 'indication'],
  },
  symptoms: {
    key: 'symptoms',
    title: 'Síntomas',
    itemName: 'síntoma',
    path: APP_ROUTES.catalogueSymptoms.path,
    uniqueField: 'name',
    fields: [
      { key: 'name', label: 'Síntoma', type: 'text', required: true, max: 120 },
      { key: 'system', label: 'Sistema', type: 'text', max: 120 },
      { key: 'description', label: 'Descripción', type: 'textarea', max: 1000 },
    ],
    columns: ['name', 'system'],
    searchFields: ['name', 'system', 'description'],
  },
  biomagnetism: {
    key: 'biomagnetism',
    title: 'Par Biomagnético',
    itemName: 'par',
    path: APP_ROUTES.catalogueBiomagnetism.path,
    uniqueField: 'name',
    fields: [
      { key: 'name', label: 'Par', type: 'text', required: true, max: 120 },
      { key: 'point1', label: 'Punto 1 (negativo)', type: 'text', required: true, max: 120 },
      { key: 'point2', label: 'Punto 2 (positivo)', type: 'text', required: true, max: 120 },
      {
        key: 'category',
        label: 'Categoría',
        type: 'select',
        required: true,
        options: opt('Regular / patógeno', 'Especial / disfunción', 'Emocional', 'Reservorio'),
      },
      {
        key: 'pathogenType',
        label: 'Tipo de patógeno',
        type: 'select',
        options: opt('Virus', 'Bacteria', 'Hongo', 'Parásito'),
      },
      { key: 'pathogen', label: 'Patógeno relacionado', type: 'text', max: 160 },
      { key: 'symptoms', label: 'Síntomas relacionados', type: 'textarea', max: 1000 },
      { key: 'notes', label: 'Notas', type: 'textarea', max: 1000 },
    ],
    columns: ['name', 'point1', 'point2', 'category', 'pathogenType'],
    searchFields: ['name', 'point1', 'point2', 'pathogen', 'symptoms'],
  },
  trackingList: {
    key: 'trackingList',
    title: 'Lista de Rastreo',
    itemName: 'punto',
    path: APP_ROUTES.catalogueTrackingList.path,
    uniqueField: 'point',
    ordered: true,
    fields: [
      { key: 'point', label: 'Punto', type: 'text', required: true, max: 120 },
      { key: 'zone', label: 'Zona', type: 'text', max: 120 },
      { key: 'notes', label: 'Notas', type: 'textarea', max: 1000 },
    ],
    columns: ['point', 'zone'],
    searchFields: ['point', 'zone', 'notes'],
  },
  locationPoints: {
    key: 'locationPoints',
    title: 'Puntos de Ubicación',
    itemName: 'punto',
    path: APP_ROUTES.catalogueLocationPoints.path,
    uniqueField: 'point',
    image: 'Imagen del punto',
    fields: [
      { key: 'point', label: 'Punto anatómico', type: 'text', required: true, max: 120 },
      { key: 'region', label: 'Región', type: 'text', max: 120 },
      { key: 'description', label: 'Cómo localizarlo', type: 'textarea', max: 1000 },
    ],
    columns: ['point', 'region'],
    searchFields: ['point', 'region', 'description'],
  },
  currency: {
    key: 'currency',
    title: 'Moneda e Idioma / Preferencias',
    itemName: 'preferencia',
    path: APP_ROUTES.catalogueCurrency.path,
    uniqueField: 'code',
    fields: [
      { key: 'code', label: 'Clave', type: 'text', required: true, max: 20 },
      { key: 'name', label: 'Nombre', type: 'text', required: true, max: 120 },
      {
        key: 'kind',
        label: 'Tipo',
        type: 'select',
        required: true,
        options: opt('Moneda', 'Idioma'),
      },
      { key: 'isDefault', label: 'Predeterminada', type: 'boolean' },
    ],
    columns: ['code', 'name', 'kind', 'isDefault'],
    searchFields: ['code', 'name'],
  },
  protocols: {
    key: 'protocols',
    title: 'Protocolos',
    itemName: 'protocolo',
    path: APP_ROUTES.configProtocols.path,
    uniqueField: 'name',
    fields: [
      { key: 'name', label: 'Protocolo', type: 'text', required: true, max: 120 },
      { key: 'condition', label: 'Condición', type: 'text', required: true, max: 160 },
      {
        key: 'steps',
        label: 'Pares en orden',
        type: 'references',
        refList: 'biomagnetism',
        required: true,
        max: 4000,
      },
    ],
    columns: ['name', 'condition', 'steps'],
    searchFields: ['name', 'condition', 'steps'],
  },
  tools: {
    key: 'tools',
    title: 'Herramientas',
    itemName: 'herramienta',
    path: APP_ROUTES.configTools.path,
    uniqueField: 'name',
    fields: [
      { key: 'name', label: 'Herramienta', type: 'text', required: true, max: 120 },
      { key: 'use', label: 'Uso', type: 'textarea', max: 1000 },
    ],
    columns: ['name', 'use'],
    searchFields: ['name', 'use'],
  },
  healthEquation: {
    key: 'healthEquation',
    title: 'Ecuación de la salud',
    itemName: 'factor',
    path: APP_ROUTES.configHealthEquation.path,
    uniqueField: 'factor',
    fields: [
      { key: 'factor', label: 'Factor', type: 'text', required: true, max: 120 },
      { key: 'weight', label: 'Peso (%)', type: 'number', min: 0, max: 100 },
      { key: 'description', label: 'Descripción', type: 'textarea', max: 1000 },
    ],
    columns: ['factor', 'weight'],
    searchFields: ['factor', 'description'],
  },
  diagnosticValidation: {
    key: 'diagnosticValidation',
    title: 'Validación diagnóstica',
    itemName: 'criterio',
    path: APP_ROUTES.configDiagnosticValidation.path,
    uniqueField: 'criterion',
    fields: [
      { key: 'criterion', label: 'Criterio', type: 'text', required: true, max: 160 },
      { key: 'method', label: 'Método de verificación', type: 'textarea', max: 1000 },
    ],
    columns: ['criterion', 'method'],
    searchFields: ['criterion', 'method'],
  },
  sistemicos: {
    key: 'sistemicos',
    title: 'Sistémicos',
    itemName: 'sistémico',
    path: APP_ROUTES.configSistemicos.path,
    uniqueField: 'name',
    fields: [
      { key: 'name', label: 'Nombre', type: 'text', required: true, max: 120 },
      { key: 'system', label: 'Sistema', type: 'text', max: 120 },
      { key: 'notes', label: 'Notas', type: 'textarea', max: 1000 },
    ],
    columns: ['name', 'system'],
    searchFields: ['name', 'system', 'notes'],
  },
  powers: {
    key: 'powers',
    title: 'Potencias',
    itemName: 'potencia',
    path: APP_ROUTES.configPowers.path,
    uniqueField: 'code',
    fields: [
      { key: 'code', label: 'Potencia', type: 'text', required: true, max: 20 },
      {
        key: 'scale',
        label: 'Escala',
        type: 'select',
        required: true,
        options: opt('Decimal (D/X)', 'Centesimal (CH)', 'LM (Q)'),
      },
      { key: 'dilution', label: 'Dilución', type: 'text', max: 120 },
    ],
    columns: ['code', 'scale', 'dilution'],
    searchFields: ['code', 'scale'],
  },
  homeopathy: {
    key: 'homeopathy',
    title: 'Homeopatías con frecuencia',
    itemName: 'homeopatía',
    path: APP_ROUTES.configHomeopathy.path,
    uniqueField: 'remedy',
    fields: [
      { key: 'remedy', label: 'Remedio', type: 'text', required: true, max: 120 },
      { key: 'potency', label: 'Potencia', type: 'text', required: true, max: 20 },
      { key: 'frequency', label: 'Frecuencia', type: 'text', required: true, max: 120 },
      { key: 'indication', label: 'Indicación', type: 'textarea', max: 1000 },
    ],
    columns: ['remedy', 'potency', 'frequency'],
    searchFields: ['remedy', 'indication'],
  },
} as const satisfies Record<string, ListDef>;

export type ListKey = keyof typeof LISTS;

export function listByPath(path: string): ListDef | undefined {
  return Object.values(LISTS as Record<string, ListDef>).find((l) => l.path === path);
}

export type ListItemData = Record<string, string | number | boolean | null>;

/** The zod schema of one item of a list, built from its definition (API and form alike). */
export function itemSchemaFor(def: ListDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of def.fields) {
    let s: z.ZodType;
    if (f.type === 'number') {
      let n = z.coerce.number({ error: `${f.label}: escribe un número.` });
      if (f.min !== undefined) n = n.min(f.min, `${f.label}: el mínimo es ${f.min}.`);
      if (f.max !== undefined) n = n.max(f.max, `${f.label}: el máximo es ${f.max}.`);
      s = f.required
        ? n
        : z
            .union([z.literal('').transform(() => null), z.null(), n])
            .optional()
            .default(null);
    } else if (f.type === 'boolean') {
      s = z
        .union([
          z.boolean(),
          z
            .enum(['true', 'false', 'sí', 'si', 'no', '1', '0', ''])
            .transform((v) => ['true', 'sí', 'si', '1'].includes(v)),
        ])
        .optional()
        .default(false);
    } else if (f.type === 'references') {
      const lines = z
        .string()
        .max(f.max ?? 4000, `${f.label}: demasiados elementos.`)
        .transform((v) =>
          v
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
            .join('\n'),
        );
      s = f.required
        ? lines.refine((v) => v !== '', `Elige al menos un elemento en ${f.label.toLowerCase()}.`)
        : lines.optional().default('');
    } else if (f.type === 'select') {
      const values = (f.options ?? []).map((o) => o.value);
      const e = z
        .string()
        .trim()
        .refine((v) => values.includes(v), `${f.label}: elige una opción de la lista.`);
      s = f.required
        ? e
        : z
            .union([z.literal(''), e])
            .optional()
            .default('');
    } else {
      let t = z.string({ error: `Escribe ${f.label.toLowerCase()}.` }).trim();
      if (f.max) t = t.max(f.max, `${f.label}: máximo ${f.max} caracteres.`);
      s = f.required ? t.min(1, `Escribe ${f.label.toLowerCase()}.`) : t.optional().default('');
    }
    shape[f.key] = s;
  }
  return z.object(shape);
}

export const listItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  imageVersion: z.number().int().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga.').optional().default(''),
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listParamsSchema = z.object({
  list: z.enum(Object.keys(LISTS) as [ListKey, ...ListKey[]], { error: 'La lista no existe.' }),
});

export const listItemParamsSchema = listParamsSchema.extend({
  id: z.uuid('El elemento no existe.'),
});

/** Item bodies are checked against the list's own definition (`itemSchemaFor`) by the API. */
export const listItemBodySchema = z.record(z.string(), z.unknown());

export const reorderBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(1000),
});
export type ReorderBody = z.infer<typeof reorderBodySchema>;

export const importReportSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The names chosen in a `references` field, in order. */
export function referenceNames(value: unknown): string[] {
  return typeof value === 'string' ? value.split('\n').filter(Boolean) : [];
}

/** A CSV file with rows in error imports nothing: the report lists every row to fix. */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
