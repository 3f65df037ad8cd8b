import './public.css';
import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './public-layout.module.css';

const MAIN_ID = 'contenido';

/** Header, page and footer of the public site (also the frame of the sign-in pages). */
export function PublicLayout() {
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
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
