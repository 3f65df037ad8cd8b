// Entry of the server-side build: renders each public page, with the site settings of the
// moment, to a complete HTML document. The server calls it when it starts and whenever the
// settings change, and serves the result (see the API's core/web/public-pages.ts).
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SiteSettings } from '@armonia/shared';
import { AboutPage } from './features/public/about-page.tsx';
import { ContactPage } from './features/public/contact-page.tsx';
import { HomePage } from './features/public/home-page.tsx';
import { PAGE_META, documentTitle, type PageMeta } from './features/public/page-meta.ts';
import { PrivacyPage } from './features/public/privacy-page.tsx';
import { PublicLayout } from './features/public/public-layout.tsx';
import { GivenSiteSettings } from './features/public/site-settings.ts';
import { TherapiesPage } from './features/public/therapies-page.tsx';

interface PrerenderedPage {
  meta: PageMeta;
  Page: ComponentType;
  /** The page's module, as the client build's manifest names it: where its styles are. */
  module: string;
}

export const PAGES: readonly PrerenderedPage[] = [
  { meta: PAGE_META.home, Page: HomePage, module: 'src/features/public/home-page.tsx' },
  { meta: PAGE_META.about, Page: AboutPage, module: 'src/features/public/about-page.tsx' },
  {
    meta: PAGE_META.therapies,
    Page: TherapiesPage,
    module: 'src/features/public/therapies-page.tsx',
  },
  { meta: PAGE_META.contact, Page: ContactPage, module: 'src/features/public/contact-page.tsx' },
  { meta: PAGE_META.privacy, Page: PrivacyPage, module: 'src/features/public/privacy-page.tsx' },
];

/** What a page's document loads besides itself, from the client build (see scripts/prerender.mjs). */
export interface PageAssets {
  /** The page's stylesheets, inlined: the first paint waits for no other request. */
  css: string;
  /** The public pages' one script, and the modules it imports (fetched alongside). */
  script: string;
  preload: string[];
}

/** The build renders each page once with the settings a new installation starts with. */
export { DEFAULT_SITE_SETTINGS } from '@armonia/shared';

function Document({
  meta,
  assets,
  children,
}: {
  meta: PageMeta;
  assets: PageAssets;
  children: React.ReactNode;
}) {
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <title>{documentTitle(meta.title)}</title>
        <meta name="description" content={meta.description} />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        <script type="module" src={assets.script} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The complete HTML document of the public page at `path`. */
export async function renderPublicPage(
  path: string,
  settings: SiteSettings,
  assets: PageAssets,
): Promise<string> {
  const page = PAGES.find((p) => p.meta.path === path);
  if (!page) throw new Error(`${path} is not a prerendered page`);
  const { Page } = page;
  const { prelude } = await prerender(
    <Document meta={page.meta} assets={assets}>
      <StaticRouter location={path}>
        <GivenSiteSettings value={settings}>
          <PublicLayout>
            <Page />
          </PublicLayout>
        </GivenSiteSettings>
      </StaticRouter>
    </Document>,
    // In one piece: a large page would otherwise come as a fallback and a script that swaps it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
