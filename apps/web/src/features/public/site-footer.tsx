import { Link } from 'react-router';
import { BrandLink } from './site-header.tsx';
import { NETWORK_LABEL } from '@armonia/shared';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons.tsx';
import { telHref, useSiteSettings } from './site-settings.ts';
import styles from './site-footer.module.css';
import ui from './ui.module.css';

const FOOTER_LINKS = [
  { to: '/nosotros#inicio', label: 'Nosotros' },
  { to: '/terapias-servicios#inicio', label: 'Terapias y servicios' },
  { to: '/contacto#inicio', label: 'Contacto' },
  { to: '/aviso-de-privacidad', label: 'Aviso de privacidad' },
] as const;

function Placeholder({ width }: { width: string }) {
  return <span className={styles.placeholder} style={{ width }} aria-hidden="true" />;
}

export function SiteFooter() {
  const settings = useSiteSettings();

  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.grid}`}>
        <div className={styles.about}>
          <BrandLink className={styles.brand} />
          <p className={styles.tagline}>
            Red de terapeutas certificados en biomagnetismo, flores de Bach y homeopatía en Nuevo
            León.
          </p>
          {settings.status === 'ready' && settings.data.social.length > 0 ? (
            <ul className={styles.social}>
              {settings.data.social.map((link) => (
                <li key={`${link.network}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${NETWORK_LABEL[link.network]} de ${settings.data.siteName || 'Armonía Terapias'}`}
                    className={styles.socialLink}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-label="Pie de página" className={styles.column}>
          <h2 className={styles.heading}>Explora</h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Contacto</h2>
          {settings.status === 'loading' ? (
            <div className={styles.contactList}>
              <span className={ui.srOnly}>Cargando datos de contacto…</span>
              <Placeholder width="92%" />
              <Placeholder width="70%" />
              <Placeholder width="60%" />
              <Placeholder width="80%" />
            </div>
          ) : null}
          {settings.status === 'ready' ? (
            <address className={styles.contactList}>
              {settings.data.address ? (
                <span className={styles.contactItem}>
                  <PinIcon size={18} className={styles.contactIcon} />
                  <span>{settings.data.address}</span>
                </span>
              ) : null}
              {settings.data.phone ? (
                <span className={styles.contactItem}>
                  <PhoneIcon size={18} className={styles.contactIcon} />
                  <a href={telHref(settings.data.phone)} className={styles.link}>
                    {settings.data.phone}
                  </a>
                </span>
              ) : null}
              {settings.data.email ? (
                <span className={styles.contactItem}>
                  <MailIcon size={18} className={styles.contactIcon} />
                  <a href={`mailto:${settings.data.email}`} className={styles.link}>
                    {settings.data.email}
                  </a>
                </span>
              ) : null}
            </address>
          ) : null}
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={`${ui.container} ${styles.bottomInner}`}>
          <p>© 2023 Armonía Terapias. Todos los derechos reservados.</p>
          <p>Terapias complementarias: no sustituyen el diagnóstico ni el tratamiento médico.</p>
        </div>
      </div>
    </footer>
  );
}
