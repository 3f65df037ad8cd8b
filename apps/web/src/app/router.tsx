import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { APP_ROUTES, PUBLIC_ROUTES, type AppRouteKey } from '@armonia/shared';
import {
  AboutPage,
  ContactPage,
  HomePage,
  NotFoundPage,
  PrivacyPage,
  PublicLayout,
  TherapiesPage,
  TherapistProfilePage,
  TherapistsPage,
} from '../features/public/index.ts';
import { guestLoader, privateLoader } from './guards.ts';
import { RootErrorPage, RootLayout, BootFallback } from './root.tsx';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Private pages that exist so far; every other route of the spec shows the pending page. */
const chatPage: PageModule = () => import('../features/chat/pages/chat-page.tsx');
const profilePage: PageModule = () => import('../features/profile/pages/profile-page.tsx');

const listPage: PageModule = () => import('../features/lists/pages/list-page.tsx');
const adminContentPage: PageModule = () =>
  import('../features/content/pages/admin-content-page.tsx');

const PAGES: Partial<Record<AppRouteKey, PageModule>> = {
  catalogueFlowers: listPage,
  catalogueTrackingList: listPage,
  catalogueCurrency: listPage,
  catalogueSymptoms: listPage,
  catalogueBiomagnetism: listPage,
  catalogueLocationPoints: listPage,
  configProtocols: listPage,
  configTools: listPage,
  configHealthEquation: listPage,
  configDiagnosticValidation: listPage,
  configSistemicos: listPage,
  configPowers: listPage,
  configHomeopathy: listPage,
  // The therapist's read-only views of the same lists.
  catalogBiomagnetic: listPage,
  catalogTrackingList: listPage,
  catalogLocationPoints: listPage,
  catalogueCatalogues: () => import('../features/catalogues/pages/catalogues-page.tsx'),
  cataloguePrimary: () => import('../features/catalogues/pages/catalogue-detail-page.tsx'),
  catalogueTag: () => import('../features/catalogues/pages/tags-page.tsx'),
  catalogIntegrated: () => import('../features/catalogues/pages/integrated-page.tsx'),
  changePassword: () => import('../features/auth/pages/change-password-page.tsx'),
  chatTherapist: chatPage,
  chatToTherapist: chatPage,
  therapistProfile: profilePage,
  patientProfile: profilePage,
  homeTherapist: () => import('./routes/home-therapist.tsx'),
  calendar: () => import('../features/agenda/pages/calendar-page.tsx'),
  newAppointment: () => import('../features/agenda/pages/new-appointment-page.tsx'),
  reschedule: () => import('../features/agenda/pages/reschedule-page.tsx'),
  appointmentDetail: () => import('../features/agenda/pages/appointment-detail-page.tsx'),
  patients: () => import('../features/patients/pages/patients-page.tsx'),
  patientRecord: () => import('./routes/patient-record.tsx'),
  dashboard: () => import('./routes/my-appointments.tsx'),
  ratings: () => import('../features/ratings/pages/ratings-page.tsx'),
  directory: () => import('../features/directory/pages/directory-page.tsx'),
  directoryProfile: () => import('../features/directory/pages/therapist-page.tsx'),
  adminTherapistProfile: () =>
    import('../features/directory/pages/admin-therapist-profile-page.tsx'),
  adminRatings: () => import('../features/ratings/pages/admin-ratings-page.tsx'),
  notifications: () => import('../features/notifications/pages/notifications-page.tsx'),
  tutorials: () => import('../features/content/pages/tutorials-page.tsx'),
  tutorialArticle: () => import('../features/content/pages/article-page.tsx'),
  infoFiles: adminContentPage,
  infoTutorials: adminContentPage,
  infoArticles: adminContentPage,
  infoArticleEdit: () => import('../features/content/pages/article-editor-page.tsx'),
  search: () => import('../features/search/pages/search-page.tsx'),
  adminAnalytics: () => import('../features/analytics/pages/analytics-page.tsx'),
  adminPrivacyRequests: () => import('../features/privacy/pages/privacy-requests-page.tsx'),
  adminContactMessages: () => import('../features/site-admin/pages/contact-messages-page.tsx'),
  configSite: () => import('../features/site-admin/pages/site-settings-page.tsx'),
  users: () => import('../features/users/pages/users-page.tsx'),
  therapistAccess: () => import('../features/users/pages/therapist-access-page.tsx'),
};

const pending: PageModule = () =>
  import('../features/shell/pages/pending-page.tsx').then((m) => ({ default: m.PendingPage }));

const privateRoutes: RouteObject[] = (Object.keys(APP_ROUTES) as AppRouteKey[]).map((key) => {
  const page = PAGES[key] ?? pending;
  return {
    path: APP_ROUTES[key].path,
    loader: privateLoader,
    handle: { routeKey: key },
    lazy: async () => ({ Component: (await page()).default }),
  };
});

/** Section roots of the admin rail open their first page. */
const sectionRedirects: RouteObject[] = [
  ['/catalogue', APP_ROUTES.catalogueFlowers.path],
  ['/configuration', APP_ROUTES.configProtocols.path],
  ['/user', APP_ROUTES.users.path],
  ['/information', APP_ROUTES.infoFiles.path],
].map(([from, to]) => ({ path: from, loader: () => redirect(to!) }));

const authPage =
  (load: PageModule): RouteObject['lazy'] =>
  async () => ({
    Component: (await load()).default,
  });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: BootFallback,
    children: [
      { index: true, loader: () => redirect(PUBLIC_ROUTES.home) },
      {
        Component: PublicLayout,
        children: [
          { path: PUBLIC_ROUTES.home, Component: HomePage },
          { path: PUBLIC_ROUTES.about, Component: AboutPage },
          { path: PUBLIC_ROUTES.therapies, Component: TherapiesPage },
          { path: PUBLIC_ROUTES.contact, Component: ContactPage },
          { path: PUBLIC_ROUTES.privacy, Component: PrivacyPage },
          { path: PUBLIC_ROUTES.therapists, Component: TherapistsPage },
          { path: PUBLIC_ROUTES.therapistProfile, Component: TherapistProfilePage },
          {
            lazy: () => import('./auth-area.tsx').then((m) => ({ Component: m.AuthArea })),
            children: [
              {
                path: PUBLIC_ROUTES.login,
                loader: guestLoader,
                lazy: authPage(() => import('../features/auth/pages/login-page.tsx')),
              },
              {
                path: PUBLIC_ROUTES.signUp,
                loader: guestLoader,
                lazy: authPage(() => import('../features/auth/pages/sign-up-page.tsx')),
              },
              {
                path: PUBLIC_ROUTES.recoverPassword,
                lazy: authPage(() => import('../features/auth/pages/recover-page.tsx')),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        lazy: () => import('./private-area.tsx').then((m) => ({ Component: m.PrivateArea })),
        children: [...privateRoutes, ...sectionRedirects],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
