import type { SearchKind } from '@armonia/shared';

/** Every text of the search: the sidebar box, the palette and /search (es-MX). */
export const TEXTS = {
  box: { label: 'Buscar', placeholder: 'Buscar…' },
  kinds: {
    patients: 'Pacientes',
    appointments: 'Citas',
    therapists: 'Terapeutas',
    registers: 'Registros de catálogos',
    listItems: 'Listas de catálogos',
    videos: 'Videos',
    documents: 'Documentos',
    articles: 'Artículos',
  } satisfies Record<SearchKind, string>,
  page: {
    label: 'Buscar en todo',
    placeholder: 'Pacientes, citas, catálogos, tutoriales…',
    submit: 'Buscar',
    resultsFor: (q: string) => `Resultados para «${q}»`,
    hint: 'Escribe al menos dos letras. No importan los acentos ni las mayúsculas, y se toleran errores de dedo.',
    loading: 'Buscando',
    error: 'No pudimos hacer la búsqueda.',
    retry: 'Reintentar',
    nothing: (q: string) => `Nada coincide con «${q}».`,
    nothingHint: 'Prueba con otra palabra o con menos palabras.',
    seeAll: (n: number, more: boolean) =>
      more ? `Ver más de ${n.toLocaleString('es-MX')}` : `Ver los ${n.toLocaleString('es-MX')}`,
    backToAll: 'Ver todos los tipos',
    count: (n: number, more: boolean) => `${n.toLocaleString('es-MX')}${more ? '+' : ''}`,
    recent: 'Búsquedas recientes',
    clearRecent: 'Borrar búsquedas recientes',
    keyboard: 'Usa las flechas ↑ ↓ para moverte entre los resultados.',
  },
  palette: {
    placeholder: 'Busca pacientes, pantallas, tutoriales…',
    label: 'Búsqueda rápida',
    screens: 'Pantallas',
    recent: 'Búsquedas recientes',
    seeAll: (q: string) => `Ver todos los resultados de «${q}»`,
    empty: 'Nada coincide. Prueba con otra palabra.',
    typing: 'Escribe para buscar en todo lo que puedes ver.',
    searching: 'Buscando…',
  },
  screens: {
    profile: 'Mi perfil',
    password: 'Cambiar contraseña',
    messages: 'Mensajes',
  },
} as const;
