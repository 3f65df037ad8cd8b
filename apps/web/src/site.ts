// Entry of the prerendered public pages (see prerender.tsx); the app's entry is main.tsx.
import { enhanceStaticPage } from './features/public/static-page.ts';

enhanceStaticPage(document);
