export { PublicLayout } from './public-layout.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export {
  AboutPage,
  ContactPage,
  HomePage,
  PrivacyPage,
  TherapiesPage,
  TherapistProfilePage,
  TherapistsPage,
} from './lazy-pages.ts';
