import { lazy } from 'react';

const loaders = {
  about: () => import('./about-page.tsx'),
  therapies: () => import('./therapies-page.tsx'),
  contact: () => import('./contact-page.tsx'),
  privacy: () => import('./privacy-page.tsx'),
};

// Only the frame and /home count against the first-visit budget; the inner pages are separate
// chunks, rendered behind the layout's Suspense.
export const AboutPage = lazy(() => loaders.about().then((m) => ({ default: m.AboutPage })));
export const TherapiesPage = lazy(() =>
  loaders.therapies().then((m) => ({ default: m.TherapiesPage })),
);
export const ContactPage = lazy(() => loaders.contact().then((m) => ({ default: m.ContactPage })));
export const PrivacyPage = lazy(() => loaders.privacy().then((m) => ({ default: m.PrivacyPage })));

/** Fetches the inner pages once the browser is idle, so following a link never waits. */
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
