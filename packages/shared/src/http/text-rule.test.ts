import { describe, expect, it } from 'vitest';
import { checkAndNormalizeText, safeText, textProblem } from './text-rule.ts';

describe('the text rule', () => {
  it('refuses NUL and other control characters but keeps tabs and line breaks', () => {
    expect(textProblem('a\u0000b')).toBe('control');
    expect(textProblem('\u001b[31m')).toBe('control');
    expect(textProblem('\u0085')).toBe('control');
    expect(textProblem('línea 1\r\nlínea 2\tcon tabulador')).toBeNull();
  });

  it('refuses lone surrogates and accepts real astral characters', () => {
    expect(textProblem('x\ud800y')).toBe('surrogate');
    expect(textProblem('\udc00')).toBe('surrogate');
    expect(textProblem('flor 🌸')).toBeNull();
  });

  it('names the offending field with its path and normalises the rest to NFC', () => {
    const body = { name: 'Jose\u0301', items: [{ note: 'ok' }, { note: 'a\u0000' }] };
    expect(checkAndNormalizeText(body, 'body')).toEqual({
      field: 'items.1.note',
      message: 'Contiene caracteres de control no permitidos.',
    });
    const good: { name: string } = { name: 'Jose\u0301' };
    expect(checkAndNormalizeText(good, 'body')).toBeNull();
    expect(good.name).toBe('José');
  });

  it('checks object keys and refuses absurd nesting', () => {
    expect(checkAndNormalizeText({ ['a\u0000']: 1 }, 'body')?.field).toBe('body');
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(checkAndNormalizeText(deep, 'body')?.message).toMatch(/profundidad/);
  });

  it('checks a single value', () => {
    expect(safeText('Jose\u0301')).toEqual({ ok: true, value: 'José' });
    expect(safeText('\ud800').ok).toBe(false);
  });
});
