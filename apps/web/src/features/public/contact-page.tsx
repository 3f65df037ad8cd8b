import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons.tsx';
import { ContactForm } from './contact-form.tsx';
import { CONTACT_FORM_ISLAND } from './page-markers.ts';
import { PAGE_META } from './page-meta.ts';
import { telHref, useSiteSettings } from './site-settings.ts';
import { usePageTitle } from './use-page-title.ts';
import styles from './contact-page.module.css';
import ui from './ui.module.css';

export function ContactPage() {
  usePageTitle(PAGE_META.contact.title);

  return (
    <>
      <section id="inicio" className={ui.pageHero} aria-labelledby="contact-title">
        <div className={ui.container}>
          <div className={ui.pageHeroText}>
            <p className={ui.eyebrow}>Contacto</p>
            <h1 id="contact-title" className={ui.h1}>
              Estamos para ayudarte
            </h1>
            <p className={ui.lead}>
              ¿Tienes dudas sobre las terapias, quieres información para agendar o te interesa
              unirte a nuestra red como terapeuta? Escríbenos y te responderemos a la brevedad.
            </p>
          </div>
        </div>
      </section>

      <section className={ui.section} aria-label="Formulario y datos de contacto">
        <div className={`${ui.container} ${styles.layout}`}>
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
        </div>
      </section>
    </>
  );
}

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
          {data.phone ? (
            <li>
              <span className={styles.detailIcon}>
                <PhoneIcon size={20} />
              </span>
              <span>
                <span className={styles.detailLabel}>Teléfono</span>
                <a href={telHref(data.phone)}>{data.phone}</a>
              </span>
            </li>
          ) : null}
          {data.email ? (
            <li>
              <span className={styles.detailIcon}>
                <MailIcon size={20} />
              </span>
              <span>
                <span className={styles.detailLabel}>Correo</span>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </span>
            </li>
          ) : null}
          {data.address ? (
            <li>
              <span className={styles.detailIcon}>
                <PinIcon size={20} />
              </span>
              <span>
                <span className={styles.detailLabel}>Oficina</span>
                <address className={styles.address}>{data.address}</address>
              </span>
            </li>
          ) : null}
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
