import type { Role } from '../roles.ts';

/**
 * Every private route of the spec (section 2), with its title and who may open it.
 * The web router, its guards and the menus are built from this table.
 */
export interface AppRoute {
  path: string;
  title: string;
  roles: readonly Role[];
}

const T = ['Terapeuta'] as const;
const P = ['Paciente'] as const;
const A = ['Super-Admin'] as const;
const TP = ['Terapeuta', 'Paciente'] as const;
const ALL = ['Terapeuta', 'Paciente', 'Super-Admin'] as const;

export const APP_ROUTES = {
  homeTherapist: { path: '/home-therapist', title: 'Inicio', roles: T },
  calendar: { path: '/calendar', title: 'Agenda', roles: T },
  patients: { path: '/patients', title: 'Pacientes', roles: T },
  patientRecord: { path: '/patients/:patientId', title: 'Expediente del paciente', roles: T },
  appointmentDetail: { path: '/appointments/:appointmentId', title: 'Cita', roles: T },
  newAppointment: { path: '/new-appointment', title: 'Cita Nueva', roles: T },
  catalogBiomagnetic: {
    path: '/therapist-catalog/biomagnetic',
    title: 'Par Biomagnético',
    roles: T,
  },
  catalogIntegrated: {
    path: '/therapist-catalog/integrated',
    title: 'Catálogos Integrados',
    roles: T,
  },
  catalogTrackingList: {
    path: '/therapist-catalog/tracking-list',
    title: 'Lista de Rastreo',
    roles: T,
  },
  catalogLocationPoints: {
    path: '/therapist-catalog/location-points',
    title: 'Puntos de Ubicación',
    roles: T,
  },
  tutorials: { path: '/tutorials', title: 'Información y tutoriales', roles: TP },
  directory: { path: '/directorio-terapeutas', title: 'Directorio de terapeutas', roles: TP },
  therapistProfile: { path: '/therapists/profile', title: 'Mi perfil', roles: T },
  chatTherapist: { path: '/chat-therapist', title: 'Chat', roles: T },
  reschedule: { path: '/dashboard/reschedule', title: 'Reprogramar cita', roles: T },
  changePassword: { path: '/change-password', title: 'Cambiar contraseña', roles: ALL },
  search: { path: '/search', title: 'Búsqueda', roles: ALL },

  dashboard: { path: '/dashboard', title: 'Mis citas', roles: P },
  patientProfile: { path: '/patient-profile', title: 'Mi perfil', roles: P },
  chatToTherapist: { path: '/chat-to-therapist', title: 'Chat', roles: P },
  ratings: { path: '/ratings', title: 'Calificación y Opiniones', roles: P },

  catalogueFlowers: { path: '/catalogue/flowers', title: 'Flores de Bach', roles: A },
  catalogueTrackingList: { path: '/catalogue/tracking-list', title: 'Lista de Rastreo', roles: A },
  catalogueCurrency: {
    path: '/catalogue/currency',
    title: 'Moneda e Idioma / Preferencias',
    roles: A,
  },
  catalogueTag: { path: '/catalogue/tag', title: 'Formación en otras Terapias', roles: A },
  catalogueSymptoms: { path: '/catalogue/symptoms', title: 'Síntomas', roles: A },
  catalogueBiomagnetism: {
    path: '/catalogue/biomagnetism',
    title: 'Par Biomagnético',
    roles: A,
  },
  catalogueLocationPoints: {
    path: '/catalogue/location-points',
    title: 'Puntos de Ubicación',
    roles: A,
  },
  catalogueCatalogues: {
    path: '/catalogue/catalogues',
    title: 'Catálogos generales',
    roles: A,
  },
  cataloguePrimary: {
    path: '/catalogue/primary/:elementCatalog',
    title: 'Catálogo',
    roles: A,
  },
  users: { path: '/user/users', title: 'Usuarios', roles: A },
  adminRatings: { path: '/user/ratings', title: 'Opiniones', roles: A },
  therapistAccess: { path: '/user/therapist-access', title: 'Permisos de Terapeutas', roles: A },
  adminTherapistProfile: {
    path: '/user/therapist-profile',
    title: 'Perfil Terapeuta',
    roles: A,
  },
  configProtocols: { path: '/configuration/protocols', title: 'Protocolos', roles: A },
  configTools: { path: '/configuration/tools', title: 'Herramientas', roles: A },
  configHealthEquation: {
    path: '/configuration/health-equation',
    title: 'Ecuación de la salud',
    roles: A,
  },
  configDiagnosticValidation: {
    path: '/configuration/diagnostic-validation',
    title: 'Validación diagnóstica',
    roles: A,
  },
  configSistemicos: { path: '/configuration/sistemicos', title: 'Sistémicos', roles: A },
  configPowers: { path: '/configuration/powers', title: 'Potencias', roles: A },
  configHomeopathy: {
    path: '/configuration/homeopathy',
    title: 'Homeopatías con frecuencia',
    roles: A,
  },
  infoFiles: { path: '/information/files', title: 'Documentos', roles: A },
  infoTutorials: { path: '/information/tutorials', title: 'Videotutoriales', roles: A },
  infoArticles: { path: '/information/articles', title: 'Artículos de interés', roles: A },
  adminAnalytics: { path: '/admin-analytics', title: 'Analítica de datos', roles: A },
} as const satisfies Record<string, AppRoute>;

export type AppRouteKey = keyof typeof APP_ROUTES;

export const PUBLIC_PATHS = [
  '/home',
  '/nosotros',
  '/terapias-servicios',
  '/contacto',
  '/aviso-de-privacidad',
] as const;

/** Pages whose title the spec fixes by pattern rather than by route. */
export const CATALOGUE_TITLE = 'Catálogos';

/** Title of a private URL: the spec's titles, "Catálogos" for any therapist-catalog URL. */
export function titleForPath(pathname: string): string | undefined {
  if (pathname.includes('therapist-catalog')) return CATALOGUE_TITLE;
  const route = Object.values(APP_ROUTES as Record<string, AppRoute>).find((r) =>
    matchPath(r.path, pathname),
  );
  return route?.title;
}

/** Route of a private URL, with `:param` segments matching any one segment. */
export function routeForPath(pathname: string): AppRoute | undefined {
  return Object.values(APP_ROUTES as Record<string, AppRoute>).find((r) =>
    matchPath(r.path, pathname),
  );
}

function matchPath(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}
