import { APP_ROUTES } from './routes.ts';

/** Icon names the web maps to icons; kept here so every menu is one data table. */
export type MenuIcon =
  | 'calendar'
  | 'users'
  | 'calendar-plus'
  | 'books'
  | 'info'
  | 'address-book'
  | 'magnet'
  | 'layers'
  | 'list-check'
  | 'map-pin'
  | 'calendar-event'
  | 'star'
  | 'flower'
  | 'user-cog'
  | 'settings'
  | 'chart';

export interface MenuItem {
  path: string;
  title: string;
  icon: MenuIcon;
  submenu?: MenuItem[];
  /** The module a therapist needs for this entry (Permisos de Terapeutas); none: always shown. */
  module?: string;
}

/** Therapist sidebar (spec section 2). Catálogos is the one expandable group. */
export const THERAPIST_MENU: MenuItem[] = [
  { path: APP_ROUTES.calendar.path, title: 'Agenda', icon: 'calendar' },
  { path: APP_ROUTES.patients.path, title: 'Pacientes', icon: 'users' },
  { path: APP_ROUTES.newAppointment.path, title: 'Cita Nueva', icon: 'calendar-plus' },
  {
    path: '/catalogue',
    title: 'Catálogos',
    icon: 'books',
    submenu: [
      {
        path: APP_ROUTES.catalogBiomagnetic.path,
        title: 'Par Biomagnético',
        icon: 'magnet',
        module: 'list:biomagnetism',
      },
      {
        path: APP_ROUTES.catalogIntegrated.path,
        title: 'Catálogos Integrados',
        icon: 'layers',
        module: 'catalogues',
      },
      {
        path: APP_ROUTES.catalogTrackingList.path,
        title: 'Lista de Rastreo',
        icon: 'list-check',
        module: 'list:trackingList',
      },
      {
        path: APP_ROUTES.catalogLocationPoints.path,
        title: 'Puntos de Ubicación',
        icon: 'map-pin',
        module: 'list:locationPoints',
      },
    ],
  },
  {
    path: APP_ROUTES.tutorials.path,
    title: 'Información y tutoriales',
    icon: 'info',
    module: 'information',
  },
  {
    path: APP_ROUTES.directory.path,
    title: 'Directorio terapeutas',
    icon: 'address-book',
    module: 'directory',
  },
];

/**
 * The therapist's menu without the modules refused to them (`denied` from the menu answer;
 * `catalogues` false hides Catálogos Integrados). A group left empty disappears.
 */
export function menuWithModules(
  items: MenuItem[],
  access: { denied: readonly string[]; catalogues: boolean },
): MenuItem[] {
  const shown = (item: MenuItem) =>
    !item.module ||
    (item.module === 'catalogues' ? access.catalogues : !access.denied.includes(item.module));
  return items.flatMap((item) => {
    if (!shown(item)) return [];
    if (!item.submenu) return [item];
    const submenu = item.submenu.filter(shown);
    return submenu.length ? [{ ...item, submenu }] : [];
  });
}

/** Patient sidebar: the three items of the spec. */
export const PATIENT_MENU: MenuItem[] = [
  { path: APP_ROUTES.dashboard.path, title: 'Mis citas', icon: 'calendar-event' },
  { path: APP_ROUTES.directory.path, title: 'Directorio de terapeutas', icon: 'address-book' },
  { path: APP_ROUTES.tutorials.path, title: 'Información y Tutoriales', icon: 'info' },
];

export type AdminMenuKey = 'catalogue' | 'users' | 'info' | 'config' | 'analytics';

export interface AdminRailEntry {
  key: AdminMenuKey;
  title: string;
  path: string;
  icon: MenuIcon;
  /** Entries of the submenu panel; analytics has none and navigates at once. */
  submenu: MenuItem[];
}

/** Admin icon rail and its submenu panels (spec section 2, "Administrator"). */
export const ADMIN_RAIL: AdminRailEntry[] = [
  {
    key: 'catalogue',
    title: 'Catálogos',
    path: APP_ROUTES.catalogueFlowers.path,
    icon: 'flower',
    submenu: [
      { path: APP_ROUTES.catalogueFlowers.path, title: 'Flores de Bach', icon: 'flower' },
      {
        path: APP_ROUTES.catalogueTrackingList.path,
        title: 'Lista de Rastreo',
        icon: 'list-check',
      },
      {
        path: APP_ROUTES.catalogueCurrency.path,
        title: 'Moneda e Idioma / Preferencias',
        icon: 'settings',
      },
      { path: APP_ROUTES.catalogueTag.path, title: 'Formación en otras Terapias', icon: 'books' },
      { path: APP_ROUTES.catalogueSymptoms.path, title: 'Síntomas', icon: 'list-check' },
      { path: APP_ROUTES.catalogueBiomagnetism.path, title: 'Par Biomagnético', icon: 'magnet' },
      {
        path: APP_ROUTES.catalogueLocationPoints.path,
        title: 'Puntos de Ubicación',
        icon: 'map-pin',
      },
      { path: APP_ROUTES.catalogueCatalogues.path, title: 'Catálogos generales', icon: 'layers' },
    ],
  },
  {
    key: 'users',
    title: 'Usuarios',
    path: APP_ROUTES.users.path,
    icon: 'user-cog',
    submenu: [
      { path: APP_ROUTES.users.path, title: 'Usuarios', icon: 'users' },
      { path: APP_ROUTES.therapistAccess.path, title: 'Permisos de Terapeutas', icon: 'user-cog' },
      { path: APP_ROUTES.adminRatings.path, title: 'Opiniones', icon: 'star' },
      { path: APP_ROUTES.adminPrivacyRequests.path, title: 'Solicitudes ARCO', icon: 'info' },
      {
        path: APP_ROUTES.adminContactMessages.path,
        title: 'Mensajes de contacto',
        icon: 'address-book',
      },
    ],
  },
  {
    key: 'info',
    title: 'Información',
    path: APP_ROUTES.infoFiles.path,
    icon: 'info',
    submenu: [
      { path: APP_ROUTES.infoFiles.path, title: 'Documentos', icon: 'books' },
      { path: APP_ROUTES.infoTutorials.path, title: 'Videotutoriales', icon: 'info' },
      { path: APP_ROUTES.infoArticles.path, title: 'Artículos de interés', icon: 'books' },
    ],
  },
  {
    key: 'config',
    title: 'Configuración',
    path: '/configuration',
    icon: 'settings',
    submenu: [
      { path: APP_ROUTES.configProtocols.path, title: 'Protocolos', icon: 'list-check' },
      { path: APP_ROUTES.configTools.path, title: 'Herramientas', icon: 'settings' },
      { path: APP_ROUTES.configHealthEquation.path, title: 'Ecuación de la salud', icon: 'chart' },
      {
        path: APP_ROUTES.configDiagnosticValidation.path,
        title: 'Validación diagnóstica',
        icon: 'list-check',
      },
      { path: APP_ROUTES.configSistemicos.path, title: 'Sistémicos', icon: 'layers' },
      { path: APP_ROUTES.configPowers.path, title: 'Potencias', icon: 'magnet' },
      {
        path: APP_ROUTES.configHomeopathy.path,
        title: 'Homeopatías con frecuencia',
        icon: 'flower',
      },
      { path: APP_ROUTES.configSite.path, title: 'Datos del sitio', icon: 'settings' },
    ],
  },
  {
    key: 'analytics',
    title: 'Analítica de datos',
    path: APP_ROUTES.adminAnalytics.path,
    icon: 'chart',
    submenu: [],
  },
];

/** The storage key under which the open admin submenu is kept (spec section 4). */
export const ADMIN_SUBMENU_STORAGE_KEY = 'submenu';
