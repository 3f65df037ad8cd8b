/** Texts of the shared UI pieces (es-MX). */
export const TEXTS = {
  table: {
    sortBy: 'Ordenar por',
    sortByPlaceholder: 'Ordenar por…',
    ascending: 'Orden ascendente',
    descending: 'Orden descendente',
    scrollHint: 'Desliza para ver todas las columnas',
    noValue: 'Sin dato',
  },
  pager: {
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
} as const;
