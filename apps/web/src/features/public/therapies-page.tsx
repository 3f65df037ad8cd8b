import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ComplementaryNote } from './complementary-note.tsx';
import {
  ArrowRightIcon,
  ChartIcon,
  ChatIcon,
  CheckIcon,
  DropIcon,
  FlowerIcon,
  HomeIcon,
  MagnetIcon,
  VideoIcon,
} from './icons.tsx';
import { PAGE_META } from './page-meta.ts';
import {
  IconList,
  PageHero,
  Section,
  SectionHead,
  TitleWithEyebrow,
  type Icon,
  type IconEntry,
} from './page-parts.tsx';
import { usePageTitle } from './use-page-title.ts';
import styles from './therapies-page.module.css';
import ui from './ui.module.css';

/** Dr. Bach's seven groups; the counts add up to the 38 remedies. */
const BACH_GROUPS: { name: string; count: number }[] = [
  { name: 'Para el miedo', count: 5 },
  { name: 'Para la incertidumbre', count: 6 },
  { name: 'Para el desinterés por el presente', count: 7 },
  { name: 'Para la soledad', count: 3 },
  { name: 'Para la hipersensibilidad a influencias e ideas ajenas', count: 4 },
  { name: 'Para el desaliento o la desesperación', count: 8 },
  { name: 'Para la preocupación excesiva por el bienestar de los demás', count: 5 },
];

const SERVICES: IconEntry[] = [
  {
    icon: HomeIcon,
    title: 'Consulta presencial',
    text: 'En el consultorio de tu terapeuta, en distintos municipios de Nuevo León. Es la modalidad que requiere el Par Biomagnético.',
  },
  {
    icon: VideoIcon,
    title: 'Consulta en línea',
    text: 'Por videollamada, desde donde estés. Disponible para flores de Bach y homeopatía cuando tu terapeuta lo considera adecuado.',
  },
  {
    icon: ChartIcon,
    title: 'Seguimiento',
    text: 'Tu terapeuta registra tus antecedentes y las notas de cada sesión para dar continuidad a tu proceso y proponerte las siguientes citas.',
  },
  {
    icon: ChatIcon,
    title: 'Chat con tu terapeuta',
    text: 'Resuelve dudas sobre tu cita, tus indicaciones o tu fórmula sin depender de llamadas ni de mensajes personales.',
  },
];

function TherapySection(props: {
  id: string;
  icon: Icon;
  eyebrow: string;
  title: string;
  alt?: boolean;
  children: ReactNode;
  aside: ReactNode;
}) {
  const { icon: Icon } = props;
  return (
    <Section
      id={props.id}
      band={props.alt ? 'alt' : 'plain'}
      labelledBy={`${props.id}-title`}
      inner={styles.therapy}
    >
      <div className={ui.prose}>
        <span className={ui.iconBubble}>
          <Icon size={26} />
        </span>
        <TitleWithEyebrow id={`${props.id}-title`} eyebrow={props.eyebrow} title={props.title} />
        {props.children}
      </div>
      <div className={styles.expect}>{props.aside}</div>
    </Section>
  );
}

function ExpectList({ items }: { items: string[] }) {
  return (
    <>
      <h3 className={styles.expectTitle}>Qué esperar en la sesión</h3>
      <ul className={ui.checkList}>
        {items.map((item) => (
          <li key={item}>
            <CheckIcon size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TherapiesPage() {
  usePageTitle(PAGE_META.therapies.title);

  return (
    <>
      <PageHero
        titleId="therapies-title"
        eyebrow="Terapias y servicios"
        title="Terapias complementarias con acompañamiento profesional"
        extra={
          <nav aria-label="En esta página" className={styles.jump}>
            <a href="#biomagnetismo">Par Biomagnético</a>
            <a href="#flores-de-bach">Flores de Bach</a>
            <a href="#homeopatia">Homeopatía</a>
            <a href="#servicios">Servicios</a>
          </nav>
        }
        after={
          <div className={styles.notice}>
            <ComplementaryNote>
              <p>
                <strong>Aviso importante:</strong> el Par Biomagnético, las flores de Bach y la
                homeopatía son terapias complementarias. <strong>No sustituyen</strong> el
                diagnóstico ni el tratamiento médico, y en Armonía Terapias no prometemos la cura de
                ninguna enfermedad. Si tienes síntomas o un padecimiento, acude con tu médico; no
                suspendas ni modifiques un tratamiento sin consultarlo. Ante una urgencia, llama al
                911.
              </p>
            </ComplementaryNote>
          </div>
        }
      >
        Conoce las disciplinas que ofrecen los terapeutas de nuestra red, cómo es una sesión y las
        formas en que puedes recibir atención.
      </PageHero>

      <TherapySection
        id="biomagnetismo"
        icon={MagnetIcon}
        eyebrow="Biomagnetismo"
        title="Par Biomagnético"
        aside={
          <ExpectList
            items={[
              'Una entrevista inicial sobre tus antecedentes y el motivo de tu consulta.',
              'Permaneces recostado y vestido durante toda la sesión.',
              'El terapeuta realiza el rastreo y coloca los imanes durante algunos minutos.',
              'Es una técnica no invasiva: no hay agujas ni sustancias.',
              'Al terminar, tu terapeuta registra la sesión en tu expediente.',
            ]}
          />
        }
      >
        <p>
          El biomagnetismo con Par Biomagnético es una técnica desarrollada en México por el Dr.
          Isaac Goiz Durán a finales de la década de 1980, a partir de trabajos previos sobre el uso
          de imanes en terapia.
        </p>
        <p>
          Durante la sesión, el terapeuta realiza un rastreo corporal para identificar puntos
          específicos y coloca sobre ellos pares de imanes de polaridad opuesta. Su propósito es
          acompañar el equilibrio del organismo como complemento de la atención médica que ya
          recibes.
        </p>
        <p>Por su naturaleza, el Par Biomagnético se atiende únicamente en consulta presencial.</p>
      </TherapySection>

      <TherapySection
        id="flores-de-bach"
        icon={FlowerIcon}
        eyebrow="Terapia floral"
        title="Flores de Bach"
        alt
        aside={
          <>
            <h3 className={styles.expectTitle}>Los 7 grupos del Dr. Bach</h3>
            <ol className={styles.groups}>
              {BACH_GROUPS.map((group) => (
                <li key={group.name}>
                  <span>{group.name}</span>
                  <span className={styles.groupCount}>
                    {group.count} {group.count === 1 ? 'remedio' : 'remedios'}
                  </span>
                </li>
              ))}
            </ol>
          </>
        }
      >
        <p>
          El sistema de flores de Bach fue desarrollado en la década de 1930 por el médico británico
          Dr. Edward Bach. Está formado por <strong>38 remedios</strong> elaborados a partir de
          flores y plantas, que el Dr. Bach organizó en <strong>7 grupos</strong> según el estado
          emocional que buscan acompañar.
        </p>
        <p>
          En consulta, tu terapeuta conversa contigo sobre cómo te sientes y prepara una fórmula
          personalizada que combina las esencias adecuadas para ti, con indicaciones claras sobre
          cómo tomarla y cuándo revisarla.
        </p>
        <p>Puede atenderse de forma presencial o en línea.</p>
      </TherapySection>

      <TherapySection
        id="homeopatia"
        icon={DropIcon}
        eyebrow="Homeopatía"
        title="Homeopatía"
        aside={
          <ExpectList
            items={[
              'Una consulta detallada sobre tu historia, tus hábitos y cómo te sientes.',
              'Tu terapeuta elige el remedio de forma individual, no por padecimiento genérico.',
              'Recibes indicaciones por escrito y una cita de seguimiento.',
              'Siempre informa a tu médico sobre los remedios que tomas.',
            ]}
          />
        }
      >
        <p>
          La homeopatía fue formulada por el médico alemán Samuel Hahnemann a finales del siglo
          XVIII. Utiliza preparaciones muy diluidas que se eligen de manera individual, considerando
          a la persona en su conjunto: sus síntomas, su historia y su forma de vivir.
        </p>
        <p>
          En México existe formación profesional en homeopatía. En nuestra red la ofrecen
          profesionales con formación acreditada, que trabajan de forma complementaria y respetuosa
          con el tratamiento que te indique tu médico.
        </p>
        <p>Puede atenderse de forma presencial o en línea.</p>
      </TherapySection>

      <Section id="servicios" band="alt" labelledBy="servicios-title">
        <SectionHead
          titleId="servicios-title"
          eyebrow="Servicios"
          title="Atención a tu medida"
          centered
        >
          Elige la modalidad que mejor se adapte a ti y mantén el contacto con tu terapeuta entre
          una cita y otra.
        </SectionHead>
        <IconList items={SERVICES} className={styles.services} />
        <div className={styles.cta}>
          <h3 className={styles.ctaTitle}>¿Quieres agendar tu primera cita?</h3>
          <p>Crea tu cuenta, elige a tu terapeuta en el directorio y agenda en pocos minutos.</p>
          <div className={ui.btnRow}>
            <Link to="/registro" className={ui.btnPrimary}>
              Agenda tu cita
              <ArrowRightIcon size={18} />
            </Link>
            <Link to="/contacto" className={ui.btnSecondary}>
              Resolver mis dudas
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
