import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './root.module.css';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function BootFallback() {
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Cargando…
    </div>
  );
}

/** Last resort when a page cannot load (for instance a new version was deployed meanwhile). */
export function RootErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.center}>
      <h1>{notFound ? 'Página no encontrada' : 'Algo salió mal'}</h1>
      <p>
        {notFound
          ? 'La dirección que abriste no existe.'
          : 'No pudimos mostrar esta página. Recarga la página o vuelve al inicio.'}
      </p>
      <p>
        <a href="/home">Volver al inicio</a>
      </p>
    </main>
  );
}
