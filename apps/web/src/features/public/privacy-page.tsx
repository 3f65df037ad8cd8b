import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '@armonia/shared';
import { useSiteSettings } from './site-settings.ts';
import { PAGE_META } from './page-meta.ts';
import { PageHero } from './page-parts.tsx';
import { usePageTitle } from './use-page-title.ts';
import styles from './privacy-page.module.css';
import ui from './ui.module.css';

const SECTIONS = [
  { id: 'responsable', title: 'Identidad y domicilio del responsable' },
  { id: 'datos', title: 'Datos personales que recabamos' },
  { id: 'sensibles', title: 'Datos personales sensibles' },
  { id: 'finalidades', title: 'Finalidades del tratamiento' },
  { id: 'transferencias', title: 'Transferencias de datos' },
  { id: 'arco', title: 'Derechos ARCO y cómo ejercerlos' },
  { id: 'revocacion', title: 'Revocación del consentimiento' },
  { id: 'limitacion', title: 'Cómo limitar el uso o la divulgación de tus datos' },
  { id: 'almacenamiento', title: 'Cookies y almacenamiento local' },
  { id: 'seguridad', title: 'Medidas de seguridad' },
  { id: 'cambios', title: 'Cambios al aviso de privacidad' },
  { id: 'autoridad', title: 'Autoridad en materia de protección de datos' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const index = SECTIONS.findIndex((s) => s.id === id);
  const title = SECTIONS[index]?.title ?? '';
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.h2}>
        <span className={styles.number}>{index + 1}.</span> {title}
      </h2>
      {children}
    </section>
  );
}

export function PrivacyPage() {
  usePageTitle(PAGE_META.privacy.title);
  const settings = useSiteSettings();
  const email = settings.status === 'ready' && settings.data.email ? settings.data.email : null;
  // The address of the practice lives in site settings; the notice points to where it is shown.
  const mailTo = email ? (
    <a href={`mailto:${email}`}>{email}</a>
  ) : (
    'el correo electrónico publicado al pie de esta página'
  );

  return (
    <>
      <PageHero
        titleId="privacy-title"
        eyebrow="Aviso de privacidad"
        title="Aviso de privacidad integral"
        extra={
          <p className={styles.version}>
            <span className={ui.badge}>Versión {PRIVACY_NOTICE_VERSION}</span>
            <span>Última actualización: noviembre de 2026</span>
          </p>
        }
      >
        Te explicamos qué datos personales tratamos, para qué los usamos, con quién los compartimos
        y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos
        Personales en Posesión de los Particulares.
      </PageHero>

      <div className={`${ui.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-label="Contenido del aviso">
          <p className={styles.tocTitle}>Contenido</p>
          <ol>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={`${ui.prose} ${styles.body}`}>
          <Section id="responsable">
            <p>
              Armonía Terapias (en adelante, «Armonía Terapias» o «nosotros»), con domicilio en el
              publicado al pie de esta página, en el estado de Nuevo León, México, es responsable
              del tratamiento de los datos personales que nos proporcionas por medio de este sitio y
              de nuestra aplicación, de conformidad con la Ley Federal de Protección de Datos
              Personales en Posesión de los Particulares publicada en el Diario Oficial de la
              Federación el 20 de marzo de 2025 (la «LFPDPPP») y demás disposiciones aplicables.
            </p>
            <p>
              Para cualquier asunto relacionado con este aviso o con tus datos personales, puedes
              escribir a nuestro responsable de datos personales a {mailTo}.
            </p>
          </Section>

          <Section id="datos">
            <p>
              Recabamos los datos que nos proporcionas directamente al crear tu cuenta, al usar la
              aplicación o al escribirnos, así como los que tu terapeuta registra durante la
              atención:
            </p>
            <ul>
              <li>
                <strong>Datos de identificación:</strong> nombre y apellidos, fecha de nacimiento y,
                si decides agregarla, fotografía de perfil.
              </li>
              <li>
                <strong>Datos de contacto:</strong> correo electrónico, número de teléfono y
                municipio de residencia.
              </li>
              <li>
                <strong>Datos de tu cuenta:</strong> correo de acceso, tipo de cuenta y contraseña;
                de la contraseña solo guardamos una huella cifrada, nunca el texto original.
              </li>
              <li>
                <strong>Datos de uso del servicio:</strong> citas agendadas, reprogramadas o
                canceladas, calificaciones que otorgas y mensajes del chat con tu terapeuta.
              </li>
              <li>
                <strong>Datos de terapeutas:</strong> formación académica, diplomas, certificados,
                cédula profesional cuando aplica, domicilio del consultorio y horarios de atención,
                que usamos para verificar su perfil.
              </li>
              <li>
                <strong>Formulario de contacto:</strong> nombre, correo electrónico, teléfono
                (opcional), asunto y el contenido de tu mensaje.
              </li>
            </ul>
          </Section>

          <Section id="sensibles">
            <p>
              Para prestarte el servicio de terapia, tu terapeuta puede registrar datos sobre tu
              salud, como antecedentes personales y familiares, padecimientos y tratamientos médicos
              que nos informes, alergias, motivo de consulta, notas de cada consulta, remedios o
              fórmulas indicadas y tu evolución. La LFPDPPP considera estos datos como{' '}
              <strong>datos personales sensibles</strong>.
            </p>
            <p>
              Solo tratamos tus datos sensibles con tu{' '}
              <strong>consentimiento expreso y por escrito</strong>, que otorgas por medios
              electrónicos al crear tu cuenta, marcando la casilla de aceptación de este aviso.
              Guardamos constancia de la versión del aviso que aceptaste y de la fecha en que lo
              hiciste.
            </p>
            <p>
              El acceso a tu expediente se limita a los terapeutas con quienes tienes una relación
              de atención. El personal de Armonía Terapias no consulta su contenido, salvo que tú lo
              solicites o que una autoridad competente lo requiera conforme a la ley.
            </p>
          </Section>

          <Section id="finalidades">
            <h3 className={styles.h3}>Finalidades primarias (necesarias para el servicio)</h3>
            <ol type="a">
              <li>
                Crear y administrar tu cuenta, identificarte e iniciar sesión de forma segura.
              </li>
              <li>
                Mostrarte el directorio de terapeutas y permitirte agendar, reprogramar o cancelar
                citas.
              </li>
              <li>
                Permitir que tu terapeuta integre y consulte tu expediente: antecedentes, notas de
                consulta y seguimiento.
              </li>
              <li>
                Habilitar el chat entre tú y tu terapeuta, y enviarte avisos y recordatorios sobre
                tus citas.
              </li>
              <li>Verificar la identidad y la formación de los terapeutas de la red.</li>
              <li>Atender tus mensajes, solicitudes, quejas y aclaraciones.</li>
              <li>
                Mantener la seguridad de la plataforma y prevenir accesos no autorizados o usos
                indebidos.
              </li>
              <li>
                Cumplir con las obligaciones legales aplicables y los requerimientos de autoridades
                competentes.
              </li>
            </ol>
            <h3 className={styles.h3}>Finalidades secundarias (voluntarias)</h3>
            <ol type="a">
              <li>Enviarte información sobre novedades, talleres y contenidos de bienestar.</li>
              <li>Invitarte a responder encuestas de satisfacción sobre el servicio.</li>
              <li>
                Elaborar estadísticas internas, con información disociada que no te identifica, para
                mejorar nuestros servicios.
              </li>
            </ol>
            <p>
              Si no deseas que tratemos tus datos para las finalidades secundarias, puedes indicarlo
              en cualquier momento desde tu perfil o escribiendo a {mailTo}. Tu negativa no será
              motivo para negarte los servicios que solicitas.
            </p>
          </Section>

          <Section id="transferencias">
            <p>
              <strong>No vendemos ni rentamos tus datos personales.</strong> Al agendar una cita,
              compartimos con el terapeuta que elegiste los datos necesarios para atenderte (tu
              nombre, tus datos de contacto y, en su caso, tu expediente); esta transferencia es
              necesaria para prestarte el servicio que solicitas.
            </p>
            <p>
              Además, podemos transferir tus datos sin requerir tu consentimiento únicamente en los
              supuestos que prevé la LFPDPPP, por ejemplo, cuando lo requiera una autoridad
              competente conforme a la ley o cuando sea necesario para atender una emergencia que
              ponga en riesgo tu salud.
            </p>
            <p>
              Los proveedores que nos prestan servicios de alojamiento, correo electrónico o soporte
              técnico tratan los datos por cuenta nuestra, bajo obligaciones de confidencialidad y
              solo para los fines que les indicamos.
            </p>
          </Section>

          <Section id="arco">
            <p>Como titular de tus datos personales, tienes derecho a:</p>
            <ul>
              <li>
                <strong>Acceso:</strong> conocer qué datos tenemos sobre ti y cómo los tratamos.
              </li>
              <li>
                <strong>Rectificación:</strong> corregirlos cuando estén desactualizados, sean
                inexactos o estén incompletos.
              </li>
              <li>
                <strong>Cancelación:</strong> pedir que los eliminemos cuando consideres que no se
                requieren para alguna de las finalidades de este aviso.
              </li>
              <li>
                <strong>Oposición:</strong> oponerte a su tratamiento para fines específicos.
              </li>
            </ul>
            <p>
              <strong>Desde tu perfil:</strong> en la aplicación puedes consultar y corregir en
              cualquier momento tus datos de identificación y contacto.
            </p>
            <p>
              <strong>Por correo electrónico:</strong> para cualquier otra solicitud, escribe a{' '}
              {mailTo} indicando:
            </p>
            <ul>
              <li>tu nombre completo y el correo electrónico de tu cuenta;</li>
              <li>
                un documento que acredite tu identidad o, en su caso, la de tu representante y el
                documento que acredite la representación;
              </li>
              <li>el derecho que deseas ejercer y los datos a los que se refiere tu solicitud;</li>
              <li>
                cualquier documento o información que facilite la localización de tus datos y, si
                pides una rectificación, las correcciones y los documentos que las respalden.
              </li>
            </ul>
            <p>
              Te comunicaremos nuestra respuesta en un plazo máximo de 20 días hábiles contados
              desde que recibamos tu solicitud completa y, si resulta procedente, la haremos
              efectiva dentro de los 15 días hábiles siguientes. Estos plazos podrán ampliarse una
              sola vez por un periodo igual cuando las circunstancias lo justifiquen.
            </p>
            <p>
              Algunos datos deben conservarse durante el tiempo que exigen las disposiciones
              aplicables. En ese caso, tras una solicitud de cancelación los bloqueamos y los
              suprimimos al concluir dicho plazo.
            </p>
          </Section>

          <Section id="revocacion">
            <p>
              Puedes revocar en cualquier momento el consentimiento que nos otorgaste para el
              tratamiento de tus datos personales, siguiendo el mismo procedimiento descrito para
              los derechos ARCO. La revocación no tiene efectos retroactivos.
            </p>
            <p>
              Ten en cuenta que, si revocas tu consentimiento para el tratamiento de tus datos de
              salud, tu terapeuta ya no podrá llevar tu expediente en la plataforma, lo que podría
              impedirnos seguir prestándote el servicio.
            </p>
          </Section>

          <Section id="limitacion">
            <p>
              Puedes pedirnos que te incluyamos en nuestra lista de exclusión para dejar de recibir
              comunicaciones informativas o promocionales, desde tu perfil o escribiendo a {mailTo}.
              También puedes inscribirte en el Registro Público para Evitar Publicidad (REPEP) de la
              Procuraduría Federal del Consumidor.
            </p>
          </Section>

          <Section id="almacenamiento">
            <p>
              Este sitio no utiliza cookies publicitarias ni herramientas de rastreo de terceros.
            </p>
            <p>
              Para mantener tu sesión abierta, la aplicación guarda en el{' '}
              <strong>almacenamiento local (local storage) de tu navegador</strong> un identificador
              de sesión y datos básicos de tu cuenta: nombre, correo electrónico y tipo de cuenta.
              Esta información permanece en tu dispositivo hasta que cierras sesión, momento en que
              se borra, o hasta que la sesión expira. Te recomendamos cerrar sesión al usar equipos
              compartidos. También puedes borrar estos datos en cualquier momento desde la
              configuración de tu navegador.
            </p>
          </Section>

          <Section id="seguridad">
            <p>
              Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus
              datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no
              autorizados, entre ellas: contraseñas guardadas como huellas cifradas, sesiones que
              expiran y pueden revocarse, control de acceso según el tipo de cuenta y acceso al
              expediente limitado a tus terapeutas.
            </p>
          </Section>

          <Section id="cambios">
            <p>
              Podemos modificar este aviso de privacidad por cambios legales, en nuestros servicios
              o en nuestras prácticas de privacidad. Publicaremos siempre la versión vigente en esta
              página, con su número de versión y su fecha de actualización.
            </p>
            <p>
              Si un cambio requiere tu consentimiento, por ejemplo por nuevas finalidades o nuevos
              datos sensibles, te lo pediremos al iniciar sesión, antes de aplicarlo.
            </p>
          </Section>

          <Section id="autoridad">
            <p>
              Si consideras que tu derecho a la protección de datos personales ha sido vulnerado,
              puedes acudir ante la Secretaría Anticorrupción y Buen Gobierno, autoridad encargada
              de la protección de datos personales conforme a la LFPDPPP.
            </p>
          </Section>

          <div className={styles.closing}>
            <p>
              Versión {PRIVACY_NOTICE_VERSION} del aviso de privacidad integral de Armonía Terapias.
              ¿Tienes dudas? <Link to="/contacto">Escríbenos</Link>.
            </p>
          </div>
        </article>
      </div>
    </>
  );
}
