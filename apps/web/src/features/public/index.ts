export { PublicLayout } from './public-layout.tsx';
export { HomePage } from './home-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { AboutPage, ContactPage, PrivacyPage, TherapiesPage } from './lazy-pages.ts';
