import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, segmentsOf } from './schemas.ts';

const marked = (text: string) => `${MATCH_START}${text}${MATCH_END}`;

describe('highlighted segments', () => {
  it('when the text has marked matches, then they become matching segments', () => {
    expect(segmentsOf(`Dolor de ${marked('cabeza')} y ${marked('páncreas')}`)).toEqual([
      { text: 'Dolor de ', match: false },
      { text: 'cabeza', match: true },
      { text: ' y ', match: false },
      { text: 'páncreas', match: true },
    ]);
  });

  it('when nothing is marked or a mark is left open, then no text is lost', () => {
    expect(segmentsOf('sin coincidencias')).toEqual([{ text: 'sin coincidencias', match: false }]);
    expect(segmentsOf(`a ${MATCH_START}b`)).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
    ]);
    expect(segmentsOf('')).toEqual([]);
  });
});
