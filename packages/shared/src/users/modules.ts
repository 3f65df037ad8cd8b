import { z } from 'zod';

/**
 * The modules a therapist may be allowed or refused (Permisos de Terapeutas). Each general
 * catalogue is a module of its own (`catalog:<id>`); the others are fixed. No row means allowed.
 */
export const FIXED_MODULES = [
  { key: 'list:biomagnetism', label: 'Par Biomagnético', group: 'Listas especializadas' },
  { key: 'list:trackingList', label: 'Lista de Rastreo', group: 'Listas especializadas' },
  { key: 'list:locationPoints', label: 'Puntos de Ubicación', group: 'Listas especializadas' },
  { key: 'directory', label: 'Directorio de terapeutas', group: 'Directorio e información' },
  { key: 'information', label: 'Información y tutoriales', group: 'Directorio e información' },
] as const;

export type FixedModuleKey = (typeof FIXED_MODULES)[number]['key'];
/** A module key: a fixed one, or `catalog:<uuid>` for a general catalogue. */
export type ModuleKey = FixedModuleKey | `catalog:${string}`;

export const CATALOGUES_GROUP = 'Catálogos generales';

export const catalogModuleKey = (catalogId: string): ModuleKey => `catalog:${catalogId}`;
/** The list module guarding a declarative list, when the list is one of a therapist's views. */
export const listModuleKey = (listKey: string): FixedModuleKey | undefined =>
  FIXED_MODULES.find((m) => m.key === `list:${listKey}`)?.key;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MODULE_KEY = new RegExp(
  `^(catalog:${UUID}|${FIXED_MODULES.map((m) => m.key.replace(':', ':')).join('|')})$`,
);
export const isModuleKey = (value: string): value is ModuleKey => MODULE_KEY.test(value);

export const moduleKeySchema = z
  .string()
  .max(60, 'Uno de los módulos no existe.')
  .refine(isModuleKey, 'Uno de los módulos no existe.') as unknown as z.ZodType<ModuleKey>;

/** What the therapist's menu needs: modules refused now, and whether any general catalogue is open. */
export const moduleMenuSchema = z.object({
  denied: z.array(z.string()),
  catalogues: z.boolean(),
});
export type ModuleMenu = z.infer<typeof moduleMenuSchema>;
