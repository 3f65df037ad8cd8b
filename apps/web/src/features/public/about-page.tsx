import {
  CheckIcon,
  EyeIcon,
  HeartIcon,
  LockIcon,
  ShieldCheckIcon,
  StarIcon,
  UserPlusIcon,
} from './icons.tsx';
import { PAGE_META } from './page-meta.ts';
import {
  IconList,
  MoreLink,
  PageHero,
  Section,
  SectionHead,
  TitleWithEyebrow,
  type IconEntry,
} from './page-parts.tsx';
import { usePageTitle } from './use-page-title.ts';
import styles from './about-page.module.css';
import ui from './ui.module.css';

const VALUES: IconEntry[] = [
  {
    icon: HeartIcon,
    title: 'Respeto',
    text: 'Escuchamos a cada persona sin juicios y respetamos sus decisiones sobre su salud y su bienestar.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Ética profesional',
    text: 'Hablamos con honestidad de lo que las terapias complementarias pueden y no pueden hacer. No prometemos curas.',
  },
  {
    icon: EyeIcon,
    title: 'Transparencia',
    text: 'Información clara sobre cada terapeuta, su formación y su forma de trabajar, antes de que agendes.',
  },
  {
    icon: LockIcon,
    title: 'Confidencialidad',
    text: 'Lo que compartes en consulta es tuyo: solo tu terapeuta accede a tu expediente.',
  },
  {
    icon: StarIcon,
    title: 'Mejora continua',
    text: 'Las calificaciones de los pacientes y la actualización de los terapeutas nos ayudan a ofrecer un mejor servicio.',
  },
  {
    icon: UserPlusIcon,
    title: 'Colaboración',
    text: 'Trabajamos de forma complementaria y respetuosa junto a la atención médica convencional, nunca en su lugar.',
  },
];

const VERIFICATION_STEPS: { title: string; text: string }[] = [
  {
    title: 'Identidad',
    text: 'Confirmamos la identidad del terapeuta con una identificación oficial vigente.',
  },
  {
    title: 'Formación',
    text: 'Revisamos los diplomas y certificados de su formación en cada disciplina que ofrece y, cuando aplica, su cédula profesional.',
  },
  {
    title: 'Entrevista',
    text: 'Conversamos con cada terapeuta sobre su experiencia, su forma de trabajar y los límites de su práctica.',
  },
  {
    title: 'Código de ética',
    text: 'Se compromete por escrito a no prometer curas, a no pedir que se suspendan tratamientos médicos y a proteger los datos de sus pacientes.',
  },
];

export function AboutPage() {
  usePageTitle(PAGE_META.about.title);

  return (
    <>
      <PageHero
        titleId="about-title"
        eyebrow="Nosotros"
        title="Una red de terapeutas que cuida de ti"
      >
        Armonía Terapias acerca las terapias complementarias a las personas de Nuevo León con
        terapeutas certificados, información clara y herramientas que facilitan el acompañamiento,
        antes, durante y después de cada consulta.
      </PageHero>

      <Section labelledBy="about-who" inner={styles.split}>
        <div className={ui.prose}>
          <h2 id="about-who" className={ui.h2}>
            Quiénes somos
          </h2>
          <p>
            Armonía Terapias nació en 2023 en Monterrey con una idea sencilla: que encontrar a un
            terapeuta complementario de confianza fuera tan fácil como agendar cualquier otra
            consulta. Comenzamos con un pequeño grupo de terapeutas de biomagnetismo y hoy somos una
            red de terapeutas certificados en Par Biomagnético, flores de Bach y homeopatía que
            atienden en distintos municipios de Nuevo León y también en línea.
          </p>
          <p>
            Creemos que el bienestar se construye con escucha, constancia y buena información. Por
            eso cuidamos tanto la calidad de la atención como la forma en que se organiza: citas
            claras, expedientes ordenados y una comunicación directa entre paciente y terapeuta.
          </p>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Fundada</dt>
            <dd>2023, en Monterrey</dd>
          </div>
          <div className={styles.fact}>
            <dt>Cobertura</dt>
            <dd>Nuevo León y consulta en línea</dd>
          </div>
          <div className={styles.fact}>
            <dt>Disciplinas</dt>
            <dd>Par Biomagnético, flores de Bach y homeopatía</dd>
          </div>
        </dl>
      </Section>

      <Section band="alt" labelledBy="about-purpose">
        <h2 id="about-purpose" className={ui.srOnly}>
          Misión y visión
        </h2>
        <div className={ui.grid2}>
          <article className={ui.card}>
            <p className={ui.eyebrow}>Misión</p>
            <h3 className={ui.h3}>Acompañar tu bienestar con profesionalismo</h3>
            <p>
              Acercar terapias complementarias de calidad a las personas de Nuevo León, con
              terapeutas verificados, información honesta y herramientas que hagan más sencillo el
              seguimiento de cada proceso.
            </p>
          </article>
          <article className={ui.card}>
            <p className={ui.eyebrow}>Visión</p>
            <h3 className={ui.h3}>Ser la red de confianza del noreste de México</h3>
            <p>
              Ser la red de referencia en terapias complementarias del noreste del país, reconocida
              por su ética, su transparencia y su trabajo respetuoso junto a la medicina
              convencional.
            </p>
          </article>
        </div>
      </Section>

      <Section labelledBy="about-values">
        <SectionHead titleId="about-values" eyebrow="Valores" title="Lo que guía nuestro trabajo" />
        <IconList items={VALUES} className={`${ui.grid3} ${ui.plainList}`} />
      </Section>

      <Section band="alt" labelledBy="about-verify" inner={styles.split}>
        <div>
          <TitleWithEyebrow
            id="about-verify"
            eyebrow="Confianza"
            title="Cómo verificamos a nuestros terapeutas"
          />
          <p className={ui.lead}>
            Antes de aparecer en el directorio, cada terapeuta pasa por una revisión. Solo cuando la
            completa, su perfil muestra la insignia:
          </p>
          <p className={styles.badgeDemo}>
            <span className={ui.badge}>
              <CheckIcon size={16} />
              Verificado
            </span>
          </p>
          <p className={styles.small}>
            Revisamos la vigencia de los documentos periódicamente y atendemos cualquier reporte de
            los pacientes. Si un terapeuta deja de cumplir con estos requisitos, retiramos la
            insignia y su perfil del directorio.
          </p>
        </div>
        <ol className={styles.verifySteps}>
          {VERIFICATION_STEPS.map((step, index) => (
            <li key={step.title}>
              <span className={styles.verifyNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={ui.h3}>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="about-privacy">
        <div className={styles.privacy}>
          <span className={styles.privacyIcon}>
            <LockIcon size={28} />
          </span>
          <div className={ui.prose}>
            <h2 id="about-privacy" className={ui.h2}>
              Nuestro compromiso con tu privacidad
            </h2>
            <p>
              Tratamos tus datos personales conforme a la Ley Federal de Protección de Datos
              Personales en Posesión de los Particulares (LFPDPPP). Tus datos de salud, como
              antecedentes y notas de consulta, son datos sensibles: solo los tratamos con tu
              consentimiento expreso y solo tu terapeuta puede consultarlos.
            </p>
            <p>
              Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, cancelación
              y oposición (derechos ARCO) y revocar tu consentimiento.
            </p>
            <MoreLink to="/aviso-de-privacidad">Lee el aviso de privacidad</MoreLink>
          </div>
        </div>
      </Section>
    </>
  );
}
