import { describe, expect, it } from 'vitest';
import { pageCount } from './envelope.ts';

describe('pageCount: the pages a list fills', () => {
  it('when the items fill pages unevenly, then the last partial page counts', () => {
    expect(pageCount(41, 20)).toBe(3);
  });

  it('when there are no items or the total is not known yet, then there is one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(undefined, 20)).toBe(1);
  });
});
