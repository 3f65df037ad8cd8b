import {
  ADMIN_ONLY,
  EVERY_ROLE,
  PATIENT_ONLY,
  THERAPIST_ONLY,
  THERAPIST_OR_PATIENT,
  type Role,
} from '../roles.ts';

/**
 * Every private route of the spec (section 2), with its title and who may open it.
 * The web router, its guards and the menus are built from this table.
 */
export interface AppRoute {
  path: string;
  title: string;
  roles: readonly Role[];
}

export const APP_ROUTES = {
  homeTherapist: { path: '/home-therapist', title: 'Inicio', roles: THERAPIST_ONLY },
  calendar: { path: '/calendar', title: 'Agenda', roles: THERAPIST_ONLY },
  patients: { path: '/patients', title: 'Pacientes', roles: THERAPIST_ONLY },
  patientRecord: {
    path: '/patients/:patientId',
    title: 'Expediente del paciente',
    roles: THERAPIST_ONLY,
  },
  appointmentDetail: { path: '/appointments/:appointmentId', title: 'Cita', roles: THERAPIST_ONLY },
  newAppointment: { path: '/new-appointment', title: 'Cita Nueva', roles: THERAPIST_ONLY },
  catalogBiomagnetic: {
    path: '/therapist-catalog/biomagnetic',
    title: 'Par Biomagnético',
    roles: THERAPIST_ONLY,
  },
  catalogIntegrated: {
    path: '/therapist-catalog/integrated',
    title: 'Catálogos Integrados',
    roles: THERAPIST_ONLY,
  },
  catalogTrackingList: {
    path: '/therapist-catalog/tracking-list',
    title: 'Lista de Rastreo',
    roles: THERAPIST_ONLY,
  },
  catalogLocationPoints: {
    path: '/therapist-catalog/location-points',
    title: 'Puntos de Ubicación',
    roles: THERAPIST_ONLY,
  },
  tutorials: { path: '/tutorials', title: 'Información y tutoriales', roles: THERAPIST_OR_PATIENT },
  tutorialArticle: {
    path: '/tutorials/articles/:articleId',
    title: 'Artículo',
    roles: THERAPIST_OR_PATIENT,
  },
  directory: {
    path: '/directorio-terapeutas',
    title: 'Directorio de terapeutas',
    roles: THERAPIST_OR_PATIENT,
  },
  directoryProfile: {
    path: '/directorio-terapeutas/:slug',
    title: 'Perfil del terapeuta',
    roles: THERAPIST_OR_PATIENT,
  },
  therapistProfile: { path: '/therapists/profile', title: 'Mi perfil', roles: THERAPIST_ONLY },
  chatTherapist: { path: '/chat-therapist', title: 'Chat', roles: THERAPIST_ONLY },
  reschedule: { path: '/dashboard/reschedule', title: 'Reprogramar cita', roles: THERAPIST_ONLY },
  changePassword: { path: '/change-password', title: 'Cambiar contraseña', roles: EVERY_ROLE },
  search: { path: '/search', title: 'Búsqueda', roles: EVERY_ROLE },
  notifications: { path: '/notifications', title: 'Notificaciones', roles: EVERY_ROLE },

  dashboard: { path: '/dashboard', title: 'Mis citas', roles: PATIENT_ONLY },
  patientProfile: { path: '/patient-profile', title: 'Mi perfil', roles: PATIENT_ONLY },
  chatToTherapist: { path: '/chat-to-therapist', title: 'Chat', roles: PATIENT_ONLY },
  ratings: { path: '/ratings', title: 'Calificación y Opiniones', roles: PATIENT_ONLY },

  catalogueFlowers: { path: '/catalogue/flowers', title: 'Flores de Bach', roles: ADMIN_ONLY },
  catalogueTrackingList: {
    path: '/catalogue/tracking-list',
    title: 'Lista de Rastreo',
    roles: ADMIN_ONLY,
  },
  catalogueCurrency: {
    path: '/catalogue/currency',
    title: 'Moneda e Idioma / Preferencias',
    roles: ADMIN_ONLY,
  },
  catalogueTag: { path: '/catalogue/tag', title: 'Formación en otras Terapias', roles: ADMIN_ONLY },
  catalogueSymptoms: { path: '/catalogue/symptoms', title: 'Síntomas', roles: ADMIN_ONLY },
  catalogueBiomagnetism: {
    path: '/catalogue/biomagnetism',
    title: 'Par Biomagnético',
    roles: ADMIN_ONLY,
  },
  catalogueLocationPoints: {
    path: '/catalogue/location-points',
    title: 'Puntos de Ubicación',
    roles: ADMIN_ONLY,
  },
  catalogueCatalogues: {
    path: '/catalogue/catalogues',
    title: 'Catálogos generales',
    roles: ADMIN_ONLY,
  },
  cataloguePrimary: {
    path: '/catalogue/primary/:elementCatalog',
    title: 'Catálogo',
    roles: ADMIN_ONLY,
  },
  users: { path: '/user/users', title: 'Usuarios', roles: ADMIN_ONLY },
  adminRatings: { path: '/user/ratings', title: 'Opiniones', roles: ADMIN_ONLY },
  therapistAccess: {
    path: '/user/therapist-access',
    title: 'Permisos de Terapeutas',
    roles: ADMIN_ONLY,
  },
  adminTherapistProfile: {
    path: '/user/therapist-profile',
    title: 'Perfil Terapeuta',
    roles: ADMIN_ONLY,
  },
  configProtocols: { path: '/configuration/protocols', title: 'Protocolos', roles: ADMIN_ONLY },
  configTools: { path: '/configuration/tools', title: 'Herramientas', roles: ADMIN_ONLY },
  configHealthEquation: {
    path: '/configuration/health-equation',
    title: 'Ecuación de la salud',
    roles: ADMIN_ONLY,
  },
  configDiagnosticValidation: {
    path: '/configuration/diagnostic-validation',
    title: 'Validación diagnóstica',
    roles: ADMIN_ONLY,
  },
  configSistemicos: { path: '/configuration/sistemicos', title: 'Sistémicos', roles: ADMIN_ONLY },
  configPowers: { path: '/configuration/powers', title: 'Potencias', roles: ADMIN_ONLY },
  configHomeopathy: {
    path: '/configuration/homeopathy',
    title: 'Homeopatías con frecuencia',
    roles: ADMIN_ONLY,
  },
  infoFiles: { path: '/information/files', title: 'Documentos', roles: ADMIN_ONLY },
  infoTutorials: { path: '/information/tutorials', title: 'Videotutoriales', roles: ADMIN_ONLY },
  infoArticles: { path: '/information/articles', title: 'Artículos de interés', roles: ADMIN_ONLY },
  /** The editor of one article; `nuevo` writes a new one. */
  infoArticleEdit: {
    path: '/information/articles/:articleId',
    title: 'Editar artículo',
    roles: ADMIN_ONLY,
  },
  adminAnalytics: { path: '/admin-analytics', title: 'Analítica de datos', roles: ADMIN_ONLY },
  adminPrivacyRequests: {
    path: '/user/privacy-requests',
    title: 'Solicitudes ARCO',
    roles: ADMIN_ONLY,
  },
  adminContactMessages: {
    path: '/user/contact-messages',
    title: 'Mensajes de contacto',
    roles: ADMIN_ONLY,
  },
  configSite: { path: '/configuration/site', title: 'Datos del sitio', roles: ADMIN_ONLY },
} as const satisfies Record<string, AppRoute>;

export type AppRouteKey = keyof typeof APP_ROUTES;

/**
 * The public site and the sign-in pages: open to anyone. The router serves them and the
 * browser tests visit every one of them, like every private route above.
 */
export const PUBLIC_ROUTES = {
  home: '/home',
  about: '/nosotros',
  therapies: '/terapias-servicios',
  contact: '/contacto',
  privacy: '/aviso-de-privacidad',
  therapists: '/terapeutas',
  therapistProfile: '/terapeutas/:slug',
  login: '/login',
  signUp: '/registro',
  recoverPassword: '/recuperar-contrasena',
} as const;

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
