import { describe, expect, it } from 'vitest';
import {
  directoryQueryFromUrl,
  hasDirectoryFilters,
  withFilters,
  withoutRefused,
  withPage,
} from './directory-url.ts';

describe('the directory URL', () => {
  it('maps its Spanish parameters to the API query', () => {
    const params = new URLSearchParams('terapia=abc&ciudad=Monterrey&libre=1&orden=rating&x=1');
    expect(directoryQueryFromUrl(params)).toEqual({
      therapy: 'abc',
      city: 'Monterrey',
      freeThisWeek: '1',
      sort: 'rating',
    });
    expect(hasDirectoryFilters(params)).toBe(true);
    expect(hasDirectoryFilters(new URLSearchParams('orden=fee&pagina=2'))).toBe(false);
  });

  it('a change of filters goes back to page 1; a refused filter leaves the URL', () => {
    const params = new URLSearchParams('terapia=abc&pagina=3&calificacion=9');
    expect(withFilters(params, { ciudad: 'Apodaca', terapia: null }).toString()).toBe(
      'calificacion=9&ciudad=Apodaca',
    );
    expect(withPage(params, 1).toString()).toBe('terapia=abc&calificacion=9');
    expect(withPage(params, 4).get('pagina')).toBe('4');
    expect(withoutRefused(params, ['minRating', 'body']).toString()).toBe('terapia=abc&pagina=3');
  });
});
