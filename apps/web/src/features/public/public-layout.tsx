import './public.css';
import { Suspense, useEffect, type MouseEvent, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { prefetchInnerPages } from './lazy-pages.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './public-layout.module.css';

const MAIN_ID = 'contenido';

/**
 * Header, page and footer of the public site (also the frame of the sign-in pages). The router
 * puts the page in its outlet; the prerender hands it in as children.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  useEffect(prefetchInnerPages, []);

  // Moving focus, not only scrolling, so the next Tab continues inside the page content.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };

  return (
    <div className={styles.root}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Saltar al contenido principal
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

/** Shown only when a page is opened directly and its code is still on its way. */
function PageFallback() {
  return (
    <div className={styles.fallback} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Cargando…
    </div>
  );
}
