import type { FieldDef, ListDef, ListItem } from '@armonia/shared';
import { TEXTS } from '../texts.ts';

/**
 * Definitions name the item with a bare noun ("flor", "síntoma"); Spanish needs its gender for
 * "Nueva flor" / "Nuevo síntoma". Ending rules plus the exceptions a therapy catalogue is likely
 * to use; an unknown noun falls back to the ending.
 */
const FEMININE = new Set([
  'flor',
  'mano',
  'piel',
  'sal',
  'miel',
  'red',
  'clave',
  'frase',
  'base',
  'fuente',
  'mente',
  'noche',
  'parte',
  'nariz',
  'raíz',
  'luz',
  'voz',
  'cruz',
  'imagen',
  'cama',
  'forma',
  'norma',
  'firma',
  'crema',
  'goma',
  'rama',
  'pluma',
  'alarma',
  'toma',
  'dosis',
]);
const MASCULINE = new Set(['día', 'mapa', 'planeta', 'sofá', 'tranvía']);

export function isFeminine(noun: string): boolean {
  const n = noun.trim().toLowerCase();
  if (FEMININE.has(n)) return true;
  if (MASCULINE.has(n)) return false;
  // Greek -ma nouns (síntoma, sistema, esquema, idioma) are masculine.
  if (n.endsWith('ma')) return false;
  return n.endsWith('a') || /(ción|sión|xión|dad|tad|tud|umbre|itis)$/.test(n);
}

export function newItemLabel(def: ListDef): string {
  return TEXTS.format.newItem(def.itemName, isFeminine(def.itemName));
}

export function countLabel(n: number): string {
  return TEXTS.format.count(n);
}

/** How a row is named in buttons and messages: its unique value, else its first column. */
export function itemLabel(def: ListDef, item: ListItem): string {
  const value = item.data[def.uniqueField] ?? item.data[def.columns[0] ?? ''];
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || def.itemName;
}

export type CellValue = ListItem['data'][string] | undefined;

/** Text of a cell, or null when the item has no value there. */
export function formatValue(field: FieldDef, value: CellValue): string | null {
  if (field.type === 'boolean') return value === true ? TEXTS.format.yes : TEXTS.format.no;
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'number' && typeof value === 'number') return value.toLocaleString('es-MX');
  if (field.type === 'select') {
    return field.options?.find((o) => o.value === value)?.label ?? String(value);
  }
  if (field.type === 'references') return String(value).split('\n').join(' → ');
  return String(value);
}
