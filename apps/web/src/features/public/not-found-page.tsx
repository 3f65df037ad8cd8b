import { Link } from 'react-router';
import { ArrowRightIcon } from './icons.tsx';
import { usePageTitle } from './use-page-title.ts';
import styles from './not-found-page.module.css';
import ui from './ui.module.css';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');

  return (
    <section id="inicio" className={styles.wrap} aria-labelledby="not-found-title">
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.code} aria-hidden="true" />
        <h1 id="not-found-title" className={ui.h1}>
          Página no encontrada
        </h1>
        <p className={ui.lead}>
          La dirección que abriste no existe o cambió de lugar. Revisa que esté bien escrita o
          continúa desde alguna de estas páginas.
        </p>
        <div className={`${ui.btnRow} ${styles.actions}`}>
          <Link to="/home" className={ui.btnPrimary}>
            Volver al inicio
            <ArrowRightIcon size={18} />
          </Link>
          <Link to="/terapias-servicios" className={ui.btnSecondary}>
            Ver terapias y servicios
          </Link>
        </div>
        <p className={styles.help}>
          ¿Buscabas algo en particular? <Link to="/contacto">Escríbenos</Link> y te ayudamos.
        </p>
      </div>
    </section>
  );
}
