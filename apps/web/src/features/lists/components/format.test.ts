import { describe, expect, it } from 'vitest';
import { LISTS, type FieldDef, type ListDef } from '@armonia/shared';
import { countLabel, formatValue, itemLabel, newItemLabel } from './format.ts';

describe('list wording', () => {
  it('the "new" button agrees with the gender of every list item', () => {
    const labels = Object.values(LISTS as Record<string, ListDef>).map(newItemLabel);
    expect(labels).toEqual([
      'Nueva flor',
      'Nuevo síntoma',
      'Nuevo par',
      'Nuevo punto',
      'Nuevo punto',
      'Nueva preferencia',
      'Nuevo protocolo',
      'Nueva herramienta',
      'Nuevo factor',
      'Nuevo criterio',
      'Nuevo sistémico',
      'Nueva potencia',
      'Nueva homeopatía',
    ]);
  });

  it('counts in Spanish, singular and plural', () => {
    expect(countLabel(0)).toBe('0 elementos');
    expect(countLabel(1)).toBe('1 elemento');
    expect(countLabel(1250)).toBe('1,250 elementos');
  });

  it('shows booleans as Sí/No, select values by label and empties as missing', () => {
    const flag: FieldDef = { key: 'isDefault', label: 'Predeterminada', type: 'boolean' };
    const weight: FieldDef = { key: 'weight', label: 'Peso', type: 'number' };
    const kind: FieldDef = {
      key: 'kind',
      label: 'Tipo',
      type: 'select',
      options: [{ value: 'm', label: 'Moneda' }],
    };
    expect(formatValue(flag, true)).toBe('Sí');
    expect(formatValue(flag, null)).toBe('No');
    expect(formatValue(weight, 12.5)).toBe('12.5');
    expect(formatValue(weight, null)).toBeNull();
    expect(formatValue(kind, 'm')).toBe('Moneda');
    expect(formatValue(kind, '')).toBeNull();
  });

  it('names a row by its unique field', () => {
    const item = { id: '1', position: 1, imageVersion: null, data: { point: 'Timo', zone: '' } };
    expect(itemLabel(LISTS.trackingList, item)).toBe('Timo');
    expect(itemLabel(LISTS.trackingList, { ...item, data: {} })).toBe('punto');
  });
});
