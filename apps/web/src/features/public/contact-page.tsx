import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons.tsx';
import { ContactForm } from './contact-form.tsx';
import { CONTACT_FORM_ISLAND } from './page-markers.ts';
import { PAGE_META } from './page-meta.ts';
import { PageHero, Section, type Icon } from './page-parts.tsx';
import { telHref, useSiteSettings } from './site-settings.ts';
import { usePageTitle } from './use-page-title.ts';
import styles from './contact-page.module.css';
import ui from './ui.module.css';

export function ContactPage() {
  usePageTitle(PAGE_META.contact.title);

  return (
    <>
      <PageHero titleId="contact-title" eyebrow="Contacto" title="Estamos para ayudarte">
        ¿Tienes dudas sobre las terapias, quieres información para agendar o te interesa unirte a
        nuestra red como terapeuta? Escríbenos y te responderemos a la brevedad.
      </PageHero>

      <Section label="Formulario y datos de contacto" inner={styles.layout}>
        <div className={styles.formCard}>
          <h2 className={styles.formTitle}>Envíanos un mensaje</h2>
          <p className={styles.formIntro}>
            Todos los campos son obligatorios, excepto el teléfono.
          </p>
          <div data-island={CONTACT_FORM_ISLAND}>
            <ContactForm />
          </div>
        </div>

        <ContactDetails />
      </Section>
    </>
  );
}

/** The practice's contact data, in this order, each shown only when the settings have it. */
const DETAILS: {
  key: 'phone' | 'email' | 'address';
  icon: Icon;
  label: string;
  show: (value: string) => ReactNode;
}[] = [
  { key: 'phone', icon: PhoneIcon, label: 'Teléfono', show: (v) => <a href={telHref(v)}>{v}</a> },
  { key: 'email', icon: MailIcon, label: 'Correo', show: (v) => <a href={`mailto:${v}`}>{v}</a> },
  {
    key: 'address',
    icon: PinIcon,
    label: 'Oficina',
    show: (v) => <address className={styles.address}>{v}</address>,
  },
];

function ContactDetails() {
  const settings = useSiteSettings();
  const data = settings.status === 'ready' ? settings.data : null;

  return (
    <div className={styles.details}>
      <h2 className={styles.detailsTitle}>Otras formas de contactarnos</h2>
      {settings.status === 'loading' ? (
        <div className={styles.loading}>
          <span className={ui.srOnly}>Cargando datos de contacto…</span>
          {['90%', '70%', '80%'].map((width) => (
            <span key={width} className={styles.placeholder} style={{ width }} aria-hidden="true" />
          ))}
        </div>
      ) : null}
      {data ? (
        <ul className={styles.detailList}>
          {DETAILS.map(({ key, icon: Icon, label, show }) =>
            data[key] ? (
              <li key={key}>
                <span className={styles.detailIcon}>
                  <Icon size={20} />
                </span>
                <span>
                  <span className={styles.detailLabel}>{label}</span>
                  {show(data[key])}
                </span>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}

      <div className={styles.hours}>
        <h3 className={styles.hoursTitle}>
          <ClockIcon size={20} />
          Horario de atención
        </h3>
        <dl className={styles.hoursList}>
          <div>
            <dt>Lunes a viernes</dt>
            <dd>9:00–19:00 h</dd>
          </div>
          <div>
            <dt>Sábado</dt>
            <dd>9:00–14:00 h</dd>
          </div>
          <div>
            <dt>Domingo</dt>
            <dd>Cerrado</dd>
          </div>
        </dl>
      </div>

      <p className={styles.emergency}>
        <strong>¿Es una urgencia médica?</strong> Este canal no atiende emergencias. Llama al 911 o
        acude al servicio de urgencias más cercano.
      </p>
    </div>
  );
}
