import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, csvFileName } from './csv.ts';

describe('analytics CSV', () => {
  it('starts with the UTF-8 BOM and keeps accents, in UTF-8 bytes', async () => {
    const csv = buildCsv(['Terapeuta', 'Calificación'], [['José Treviño', 4.5]]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe('\uFEFFTerapeuta,Calificación\r\nJosé Treviño,4.5\r\n');
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Calificación');
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells for null', () => {
    const csv = buildCsv(
      ['a', 'b', 'c'],
      [
        ['uno, dos', 'dice "hola"', null],
        ['x\ny', 3, 0],
      ],
    );
    expect(csv).toBe('\uFEFFa,b,c\r\n"uno, dos","dice ""hola""",\r\n"x\ny",3,0\r\n');
  });

  it('writes text that looks like a formula as text', () => {
    const csv = buildCsv(['t'], [['=HYPERLINK("x")'], ['+1'], ['@a'], ['-2']]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([`"'=HYPERLINK(""x"")"`, "'+1", "'@a", "'-2"]);
    // Negative numbers stay numbers.
    expect(buildCsv(['n'], [[-2]])).toBe('\uFEFFn\r\n-2\r\n');
  });

  it('names the file without accents or spaces', () => {
    expect(csvFileName('Tasas de cancelación e inasistencia', '2026-03-01', '2026-03-31')).toBe(
      'tasas-de-cancelacion-e-inasistencia-2026-03-01-a-2026-03-31.csv',
    );
  });
});
