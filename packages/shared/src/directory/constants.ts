/*
 * The directory's fixed vocabularies and the mapping between its shareable URL and the API's
 * query. No zod here: the public site imports this file, and zod would weigh more than its pages.
 */

/** The 32 federal entities of Mexico, by their ISO 3166-2 code. */
export const MEXICAN_STATES = [
  { code: 'AGU', name: 'Aguascalientes' },
  { code: 'BCN', name: 'Baja California' },
  { code: 'BCS', name: 'Baja California Sur' },
  { code: 'CAM', name: 'Campeche' },
  { code: 'CHP', name: 'Chiapas' },
  { code: 'CHH', name: 'Chihuahua' },
  { code: 'CMX', name: 'Ciudad de México' },
  { code: 'COA', name: 'Coahuila' },
  { code: 'COL', name: 'Colima' },
  { code: 'DUR', name: 'Durango' },
  { code: 'GUA', name: 'Guanajuato' },
  { code: 'GRO', name: 'Guerrero' },
  { code: 'HID', name: 'Hidalgo' },
  { code: 'JAL', name: 'Jalisco' },
  { code: 'MEX', name: 'Estado de México' },
  { code: 'MIC', name: 'Michoacán' },
  { code: 'MOR', name: 'Morelos' },
  { code: 'NAY', name: 'Nayarit' },
  { code: 'NLE', name: 'Nuevo León' },
  { code: 'OAX', name: 'Oaxaca' },
  { code: 'PUE', name: 'Puebla' },
  { code: 'QUE', name: 'Querétaro' },
  { code: 'ROO', name: 'Quintana Roo' },
  { code: 'SLP', name: 'San Luis Potosí' },
  { code: 'SIN', name: 'Sinaloa' },
  { code: 'SON', name: 'Sonora' },
  { code: 'TAB', name: 'Tabasco' },
  { code: 'TAM', name: 'Tamaulipas' },
  { code: 'TLA', name: 'Tlaxcala' },
  { code: 'VER', name: 'Veracruz' },
  { code: 'YUC', name: 'Yucatán' },
  { code: 'ZAC', name: 'Zacatecas' },
] as const;
export type StateCode = (typeof MEXICAN_STATES)[number]['code'];
export const STATE_CODES = MEXICAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

export function stateName(code: string): string {
  return MEXICAN_STATES.find((s) => s.code === code)?.name ?? code;
}

/** How a therapist sees patients; `ambas` matches either filter. */
export const PRACTICE_MODALITIES = ['presencial', 'en_linea', 'ambas'] as const;
export type PracticeModality = (typeof PRACTICE_MODALITIES)[number];
export const PRACTICE_MODALITY_LABELS: Record<PracticeModality, string> = {
  presencial: 'Presencial',
  en_linea: 'En línea',
  ambas: 'Presencial y en línea',
};

export const DIRECTORY_SORTS = ['relevance', 'rating', 'next', 'fee'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_SORT_LABELS: Record<DirectorySort, string> = {
  relevance: 'Relevancia',
  rating: 'Mejor calificación',
  next: 'Próximo horario libre',
  fee: 'Menor tarifa',
};

export const BIO_MAX = 2000;
/** Above this a fee per session is a typing mistake, not a price. */
export const FEE_MAX = 50_000;
export const DIRECTORY_PAGE_SIZE = 12;
/** How far ahead the profile shows free slots and the cards look for the next one. */
export const DIRECTORY_SLOT_DAYS = 14;

/** The API's query fields and their Spanish names in a shareable directory URL. */
export const DIRECTORY_URL_KEYS = {
  q: 'q',
  therapy: 'terapia',
  state: 'estado',
  city: 'ciudad',
  modality: 'modalidad',
  freeThisWeek: 'libre',
  minRating: 'calificacion',
  feeMin: 'tarifa_min',
  feeMax: 'tarifa_max',
  language: 'idioma',
  sort: 'orden',
  page: 'pagina',
} as const;
export type DirectoryQueryField = keyof typeof DIRECTORY_URL_KEYS;

/** The URL parameter behind an API field error ("minRating" → "calificacion"). */
export function urlKeyOfField(field: string): string | undefined {
  return (DIRECTORY_URL_KEYS as Record<string, string>)[field];
}

const money = new Map<string, Intl.NumberFormat>();

/** "$850 MXN": fees are whole amounts of their currency. */
export function formatFee(amount: number, currency: string): string {
  let f = money.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat('es-MX', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      });
    } catch {
      f = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
    }
    money.set(currency, f);
  }
  return `${f.format(amount)} ${currency}`;
}

/** "San Pedro Garza García, Nuevo León"; "Ciudad de México" once, not twice. */
export function placeOf(city: string, state: string): string {
  const name = stateName(state);
  return city === name ? city : `${city}, ${name}`;
}

/** Where a directory profile lives, in the app and on the public site. */
export const directoryProfilePath = (slug: string) => `/directorio-terapeutas/${slug}`;
export const publicProfilePath = (slug: string) => `/terapeutas/${slug}`;
