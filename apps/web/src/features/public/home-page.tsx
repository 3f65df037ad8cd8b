import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ComplementaryNote } from './complementary-note.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import {
  ArrowRightIcon,
  BookIcon,
  CalendarIcon,
  ChatIcon,
  CheckIcon,
  DropIcon,
  FlowerIcon,
  FolderIcon,
  MagnetIcon,
  SearchIcon,
  UserPlusIcon,
} from './icons.tsx';
import { PAGE_META } from './page-meta.ts';
import { usePageTitle } from './use-page-title.ts';
import styles from './home-page.module.css';
import ui from './ui.module.css';

type Icon = ComponentType<{ size?: number }>;

const THERAPIES: { icon: Icon; title: string; text: string; to: string; more: string }[] = [
  {
    icon: MagnetIcon,
    title: 'Par Biomagnético',
    text: 'Técnica en la que el terapeuta coloca pares de imanes de polaridad opuesta en puntos específicos del cuerpo, después de un rastreo cuidadoso, para acompañar el equilibrio del organismo.',
    to: '/terapias-servicios#biomagnetismo',
    more: 'Más sobre el Par Biomagnético',
  },
  {
    icon: FlowerIcon,
    title: 'Flores de Bach',
    text: 'Sistema de 38 esencias florales creado por el Dr. Edward Bach para acompañar estados emocionales como el miedo, la incertidumbre, la tristeza o el agotamiento.',
    to: '/terapias-servicios#flores-de-bach',
    more: 'Más sobre las Flores de Bach',
  },
  {
    icon: DropIcon,
    title: 'Homeopatía',
    text: 'Enfoque que emplea preparaciones muy diluidas, elegidas de forma individual según la persona, su historia y sus síntomas, siempre de la mano de un profesional con formación acreditada.',
    to: '/terapias-servicios#homeopatia',
    more: 'Más sobre la Homeopatía',
  },
];

const STEPS: { icon: Icon; title: string; text: string; link?: { to: string; label: string } }[] = [
  {
    icon: UserPlusIcon,
    title: 'Crea tu cuenta',
    text: 'Regístrate como paciente en pocos minutos con tu correo. Antes de guardar tus datos te pedimos tu consentimiento expreso.',
  },
  {
    icon: SearchIcon,
    title: 'Elige a tu terapeuta en el directorio',
    text: 'Consulta perfiles verificados: disciplina, formación, modalidad de consulta y las calificaciones de otros pacientes.',
    link: { to: '/terapeutas', label: 'Ver el directorio de terapeutas' },
  },
  {
    icon: ChatIcon,
    title: 'Agenda y conversa por chat',
    text: 'Elige el día y la hora que te acomoden, recibe la confirmación y resuelve tus dudas con tu terapeuta por chat.',
  },
];

const THERAPIST_FEATURES: { icon: Icon; title: string; text: string }[] = [
  {
    icon: CalendarIcon,
    title: 'Agenda',
    text: 'Citas presenciales y en línea, horarios disponibles y reprogramaciones en un solo calendario.',
  },
  {
    icon: FolderIcon,
    title: 'Expedientes',
    text: 'Antecedentes, notas de consulta y seguimiento de cada paciente, protegidos y siempre a mano.',
  },
  {
    icon: BookIcon,
    title: 'Catálogos',
    text: 'Pares biomagnéticos, flores de Bach y remedios homeopáticos listos para consultar en sesión.',
  },
  {
    icon: ChatIcon,
    title: 'Chat',
    text: 'Comunicación directa y ordenada con tus pacientes, sin mezclarla con tus mensajes personales.',
  },
];

export function HomePage() {
  usePageTitle(PAGE_META.home.title);

  return (
    <>
      <section id="inicio" className={styles.hero} aria-labelledby="home-title">
        <div className={`${ui.container} ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className={ui.eyebrow}>Terapias complementarias en Nuevo León</p>
            <h1 id="home-title" className={styles.heroTitle}>
              Cuidado complementario, cercano y <span>profesional</span>
            </h1>
            <p className={styles.heroLead}>
              En Armonía Terapias reunimos a terapeutas verificados de biomagnetismo, flores de Bach
              y homeopatía. Encuentra a tu terapeuta, agenda tu cita y lleva tu seguimiento en un
              solo lugar, con la confianza de que tus datos están protegidos.
            </p>
            <div className={ui.btnRow}>
              <Link to="/terapeutas" className={`${ui.btnPrimary} ${styles.heroBtn}`}>
                Agenda tu cita
                <ArrowRightIcon size={18} />
              </Link>
              <Link to="/terapias-servicios" className={`${ui.btnSecondary} ${styles.heroBtn}`}>
                Conoce las terapias
              </Link>
            </div>
            <ul className={styles.trust}>
              <li>
                <CheckIcon size={18} />
                Terapeutas verificados
              </li>
              <li>
                <CheckIcon size={18} />
                Consulta presencial o en línea
              </li>
              <li>
                <CheckIcon size={18} />
                Datos protegidos conforme a la ley
              </li>
            </ul>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className={ui.section} aria-labelledby="home-therapies">
        <div className={ui.container}>
          <div className={ui.sectionHeadCentered}>
            <p className={ui.eyebrow}>Nuestras terapias</p>
            <h2 id="home-therapies" className={ui.h2}>
              Tres disciplinas, un mismo cuidado
            </h2>
            <p className={ui.lead}>
              Cada terapeuta de nuestra red se especializa en una o varias de estas disciplinas y te
              explica con claridad qué esperar de cada sesión.
            </p>
          </div>
          <ul className={`${ui.grid3} ${styles.cardList}`}>
            {THERAPIES.map(({ icon: Icon, ...t }) => (
              <li key={t.title} className={`${ui.card} ${styles.therapyCard}`}>
                <span className={ui.iconBubble}>
                  <Icon size={24} />
                </span>
                <h3 className={ui.h3}>{t.title}</h3>
                <p>{t.text}</p>
                <Link to={t.to} className={ui.textLink}>
                  {t.more}
                  <ArrowRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.noteWrap}>
            <ComplementaryNote />
          </div>
        </div>
      </section>

      <section className={ui.sectionAlt} aria-labelledby="home-steps">
        <div className={ui.container}>
          <div className={ui.sectionHeadCentered}>
            <p className={ui.eyebrow}>Cómo funciona</p>
            <h2 id="home-steps" className={ui.h2}>
              Tu primera cita en tres pasos
            </h2>
          </div>
          <ol className={styles.steps}>
            {STEPS.map(({ icon: Icon, ...s }) => (
              <li key={s.title} className={styles.step}>
                <span className={styles.stepIcon}>
                  <Icon size={22} />
                </span>
                <h3 className={ui.h3}>{s.title}</h3>
                <p>{s.text}</p>
                {s.link ? (
                  <Link to={s.link.to} className={ui.textLink}>
                    {s.link.label}
                    <ArrowRightIcon size={16} />
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
          <div className={styles.stepsCta}>
            <Link to="/registro" className={ui.btnPrimary}>
              Crea tu cuenta de paciente
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="home-therapists">
        <div className={ui.container}>
          <div className={styles.therapists}>
            <div className={styles.therapistsText}>
              <p className={styles.therapistsEyebrow}>Para profesionales</p>
              <h2 id="home-therapists" className={styles.therapistsTitle}>
                ¿Eres terapeuta?
              </h2>
              <p>
                Únete a nuestra red y administra tu consultorio desde una sola herramienta, pensada
                para la forma en que trabajas. Dedica menos tiempo a la logística y más a tus
                pacientes.
              </p>
              <Link to="/contacto" className={styles.therapistsBtn}>
                Escríbenos para unirte
                <ArrowRightIcon size={18} />
              </Link>
            </div>
            <ul className={styles.featureGrid}>
              {THERAPIST_FEATURES.map(({ icon: Icon, ...f }) => (
                <li key={f.title} className={styles.feature}>
                  <span className={styles.featureIcon}>
                    <Icon size={22} />
                  </span>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
