import { lazy } from 'react';

const loaders = {
  home: () => import('./home-page.tsx'),
  about: () => import('./about-page.tsx'),
  therapies: () => import('./therapies-page.tsx'),
  contact: () => import('./contact-page.tsx'),
  privacy: () => import('./privacy-page.tsx'),
  therapists: () => import('./therapists-page.tsx'),
  therapist: () => import('./therapist-profile-page.tsx'),
};

// A first visit to a public page gets it prerendered and never loads the app. Inside the app (the
// sign-in pages' frame, a link back to the site), each page is its own chunk, rendered behind
// the layout's Suspense.
export const HomePage = lazy(() => loaders.home().then((m) => ({ default: m.HomePage })));
export const AboutPage = lazy(() => loaders.about().then((m) => ({ default: m.AboutPage })));
export const TherapiesPage = lazy(() =>
  loaders.therapies().then((m) => ({ default: m.TherapiesPage })),
);
export const ContactPage = lazy(() => loaders.contact().then((m) => ({ default: m.ContactPage })));
export const PrivacyPage = lazy(() => loaders.privacy().then((m) => ({ default: m.PrivacyPage })));
export const TherapistsPage = lazy(() =>
  loaders.therapists().then((m) => ({ default: m.TherapistsPage })),
);
export const TherapistProfilePage = lazy(() =>
  loaders.therapist().then((m) => ({ default: m.TherapistProfilePage })),
);

/** Fetches the pages once the browser is idle, so following a link never waits. */
export function prefetchInnerPages(): () => void {
  const run = () => {
    for (const load of Object.values(loaders)) load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 2000);
  return () => window.clearTimeout(id);
}
