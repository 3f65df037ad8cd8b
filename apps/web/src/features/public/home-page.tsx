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
import { IconList, Section, SectionHead, type IconEntry } from './page-parts.tsx';
import { usePageTitle } from './use-page-title.ts';
import styles from './home-page.module.css';
import ui from './ui.module.css';

const THERAPIES: IconEntry[] = [
  {
    icon: MagnetIcon,
    title: 'Par Biomagnético',
    text: 'Técnica en la que el terapeuta coloca pares de imanes de polaridad opuesta en puntos específicos del cuerpo, después de un rastreo cuidadoso, para acompañar el equilibrio del organismo.',
    link: { to: '/terapias-servicios#biomagnetismo', label: 'Más sobre el Par Biomagnético' },
  },
  {
    icon: FlowerIcon,
    title: 'Flores de Bach',
    text: 'Sistema de 38 esencias florales creado por el Dr. Edward Bach para acompañar estados emocionales como el miedo, la incertidumbre, la tristeza o el agotamiento.',
    link: { to: '/terapias-servicios#flores-de-bach', label: 'Más sobre las Flores de Bach' },
  },
  {
    icon: DropIcon,
    title: 'Homeopatía',
    text: 'Enfoque que emplea preparaciones muy diluidas, elegidas de forma individual según la persona, su historia y sus síntomas, siempre de la mano de un profesional con formación acreditada.',
    link: { to: '/terapias-servicios#homeopatia', label: 'Más sobre la Homeopatía' },
  },
];

const STEPS: IconEntry[] = [
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

const THERAPIST_FEATURES: IconEntry[] = [
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

const THERAPY_LOOK = {
  item: `${ui.card} ${styles.therapyCard}`,
  icon: ui.iconBubble,
  title: ui.h3,
};
const STEP_LOOK = { item: styles.step, icon: styles.stepIcon, title: ui.h3 };
const FEATURE_LOOK = { item: styles.feature, icon: styles.featureIcon };

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

      <Section labelledBy="home-therapies">
        <SectionHead
          titleId="home-therapies"
          eyebrow="Nuestras terapias"
          title="Tres disciplinas, un mismo cuidado"
          centered
        >
          Cada terapeuta de nuestra red se especializa en una o varias de estas disciplinas y te
          explica con claridad qué esperar de cada sesión.
        </SectionHead>
        <IconList
          items={THERAPIES}
          className={`${ui.grid3} ${ui.plainList}`}
          look={THERAPY_LOOK}
          iconSize={24}
        />
        <div className={styles.noteWrap}>
          <ComplementaryNote />
        </div>
      </Section>

      <Section band="alt" labelledBy="home-steps">
        <SectionHead
          titleId="home-steps"
          eyebrow="Cómo funciona"
          title="Tu primera cita en tres pasos"
          centered
        />
        <IconList items={STEPS} className={styles.steps} ordered look={STEP_LOOK} />
        <div className={styles.stepsCta}>
          <Link to="/registro" className={ui.btnPrimary}>
            Crea tu cuenta de paciente
          </Link>
        </div>
      </Section>

      <Section labelledBy="home-therapists">
        <div className={styles.therapists}>
          <div className={styles.therapistsText}>
            <p className={`${ui.eyebrow} ${styles.therapistsEyebrow}`}>Para profesionales</p>
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
          <IconList items={THERAPIST_FEATURES} className={styles.featureGrid} look={FEATURE_LOOK} />
        </div>
      </Section>
    </>
  );
}
