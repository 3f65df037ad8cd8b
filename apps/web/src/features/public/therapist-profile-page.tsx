import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  directoryProfilePath,
  formatFee,
  placeOf,
  PRACTICE_MODALITY_LABELS,
  ROLE_HOME,
  type DirectoryOpinion,
  type Page,
  type Slot,
  type TherapistProfile,
} from '@armonia/shared';
import { useCurrentUser } from '../../core/auth-store.ts';
import { ComplementaryNote } from './complementary-note.tsx';
import { usePublicGet } from './directory-data.ts';
import {
  dayHeading,
  deviceDay,
  longDate,
  ratingText,
  shortDateTime,
  starsOf,
  timeOf,
} from './directory-format.ts';
import { ArrowRightIcon, CalendarIcon, CheckIcon, PinIcon } from './icons.tsx';
import { Loading, Problem, TherapistPhoto } from './directory-parts.tsx';
import { Section } from './page-parts.tsx';
import { usePageTitle } from './use-page-title.ts';
import styles from './directory.module.css';
import ui from './ui.module.css';

const DAYS = 14;

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={styles.paragraph}>
            {p}
          </p>
        ))}
    </>
  );
}

function Opinions({ slug, profile }: { slug: string; profile: TherapistProfile }) {
  const [page, setPage] = useState(1);
  const opinions = usePublicGet<Page<DirectoryOpinion>>(
    `/public/directory/therapists/${slug}/opinions`,
    { page, pageSize: 5 },
  );
  const total = profile.rating.count;
  return (
    <section className={styles.panel} aria-labelledby="opiniones">
      <h2 id="opiniones" className={ui.h3}>
        Opiniones
      </h2>
      {profile.rating.average !== null && total > 0 ? (
        <>
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>
              {starsOf(profile.rating.average)}
            </span>{' '}
            {ratingText(profile.rating.average, total)}
          </p>
          <ul className={styles.bars} aria-label="Distribución de calificaciones">
            {[5, 4, 3, 2, 1].map((n) => {
              const count = profile.distribution[n - 1] ?? 0;
              return (
                <li key={n} aria-label={`${n} ${n === 1 ? 'estrella' : 'estrellas'}: ${count}`}>
                  <span aria-hidden="true">{n}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${(count / total) * 100}%` }} />
                  </span>
                  <span aria-hidden="true">{count}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className={styles.muted}>Aún no tiene opiniones.</p>
      )}
      {opinions.data?.items.length ? (
        <ul className={styles.opinions} data-testid="opinions">
          {opinions.data.items.map((o) => (
            <li key={o.id}>
              <p className={styles.opinionHead}>
                <span aria-label={`${o.stars} de 5 estrellas`} className={styles.stars}>
                  {starsOf(o.stars)}
                </span>
                <span className={styles.muted}>
                  {o.author} · {longDate(o.createdAt)}
                </span>
              </p>
              {o.comment ? <p>{o.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {opinions.data && opinions.data.total > page * 5 ? (
        <button type="button" className={ui.btnSecondary} onClick={() => setPage((p) => p + 1)}>
          Ver opiniones anteriores
        </button>
      ) : null}
      {page > 1 ? (
        <button type="button" className={styles.linkButton} onClick={() => setPage(1)}>
          Volver a las más recientes
        </button>
      ) : null}
    </section>
  );
}

/** The next two weeks' free slots by day; choosing one prepares the booking. */
function Slots(props: {
  slug: string;
  chosen: string | null;
  onChoose: (start: string | null) => void;
}) {
  const today = new Date();
  const from = deviceDay(today);
  const to = deviceDay(new Date(today.getTime() + (DAYS - 1) * 86_400_000));
  const slots = usePublicGet<Slot[]>(`/public/directory/therapists/${props.slug}/free-slots`, {
    from,
    to,
  });
  if (slots.status === 'loading' && !slots.data) {
    return <Loading>Buscando horarios libres…</Loading>;
  }
  if (slots.status === 'error') {
    return (
      <p role="alert" className={styles.muted}>
        No pudimos consultar los horarios libres.{' '}
        <button type="button" className={styles.linkButton} onClick={slots.retry}>
          Reintentar
        </button>
      </p>
    );
  }
  const items = slots.data ?? [];
  if (items.length === 0) {
    return <p className={styles.muted}>No hay horarios libres en las próximas dos semanas.</p>;
  }
  const byDay = new Map<string, Slot[]>();
  for (const s of items) {
    const day = deviceDay(new Date(s.start));
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  return (
    <div className={styles.days} data-testid="profile-slots">
      {[...byDay.values()].map((day) => (
        <fieldset key={day[0]!.start} className={styles.day}>
          <legend>{dayHeading(day[0]!.start)}</legend>
          <div className={styles.times}>
            {day.map((s) => {
              const on = props.chosen === s.start;
              return (
                <button
                  key={s.start}
                  type="button"
                  className={on ? `${styles.time} ${styles.timeOn}` : styles.time}
                  aria-pressed={on}
                  onClick={() => props.onChoose(on ? null : s.start)}
                >
                  {timeOf(s.start)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * Where "Agendar cita" leads: a signed-in patient straight to the booking in the app; anyone else
 * to sign-up (or sign-in), which comes back to that booking afterwards.
 */
function bookingLinks(slug: string, start: string | null, role: string | undefined) {
  const inApp = `${directoryProfilePath(slug)}${start ? `?agendar=${encodeURIComponent(start)}` : '?agendar='}`;
  const back = encodeURIComponent(inApp);
  return {
    book: role === 'Paciente' ? inApp : `/registro?returnUrl=${back}`,
    signIn: `/login?returnUrl=${back}`,
  };
}

function NotFound() {
  usePageTitle('Terapeuta no encontrado');
  return (
    <Section id="inicio" labelledBy="not-found-title">
      <h1 id="not-found-title" className={ui.h1}>
        Terapeuta no encontrado
      </h1>
      <p className={ui.lead}>Este perfil no existe o ya no se muestra en el sitio público.</p>
      <p>
        <Link to="/terapeutas" className={ui.btnPrimary}>
          Ver el directorio de terapeutas
          <ArrowRightIcon size={18} />
        </Link>
      </p>
    </Section>
  );
}

function Profile({ p }: { p: TherapistProfile }) {
  usePageTitle(`${p.name}: ${p.therapies.map((t) => t.name).join(', ')} en ${p.city}`);
  const user = useCurrentUser();
  const [chosen, setChosen] = useState<string | null>(null);
  const links = bookingLinks(p.slug, chosen, user?.Rol);
  const canBook = p.acceptsNewPatients && (!user || user.Rol === 'Paciente');
  return (
    <>
      <Section id="inicio" band="hero" labelledBy="therapist-name" inner={styles.profileHead}>
        <TherapistPhoto slug={p.slug} name={p.name} version={p.photoVersion} size={128} />
        <div>
          <p className={ui.eyebrow}>
            <Link to="/terapeutas" className={styles.eyebrowLink}>
              Directorio de terapeutas
            </Link>
          </p>
          <h1 id="therapist-name" className={ui.h1}>
            {p.name}
          </h1>
          {p.verified && p.verifiedAt ? (
            <p className={styles.verified} title={`Verificado el ${longDate(p.verifiedAt)}`}>
              <CheckIcon size={14} />
              Verificado por Armonía Terapias
            </p>
          ) : null}
          <p className={styles.line}>
            <PinIcon size={16} />
            {placeOf(p.city, p.state)} · {PRACTICE_MODALITY_LABELS[p.modality]}
          </p>
          <ul className={styles.tags} aria-label="Terapias">
            {p.therapies.map((t) => (
              <li key={t.id}>{t.name}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section label="Perfil" inner={styles.profileLayout}>
        <aside
          className={`${styles.panel} ${styles.bookingPanel}`}
          aria-labelledby="agendar"
          data-testid="booking-panel"
        >
          <h2 id="agendar" className={ui.h3}>
            Agenda tu cita
          </h2>
          <p className={styles.fee}>{formatFee(p.fee, p.currency)} por sesión</p>
          <p className={styles.muted}>Sesiones de {p.sessionMinutes} minutos</p>
          {p.nextFreeAt ? (
            <p className={styles.line}>
              <CalendarIcon size={16} />
              Próximo horario libre: {shortDateTime(p.nextFreeAt)}
            </p>
          ) : null}
          {canBook ? (
            <>
              <h3 className={styles.subhead}>Horarios libres de las próximas dos semanas</h3>
              <Slots slug={p.slug} chosen={chosen} onChoose={setChosen} />
              <Link to={links.book} className={`${ui.btnPrimary} ${styles.bookBtn}`}>
                Agendar cita
              </Link>
              {!user ? (
                <p className={styles.muted}>
                  Crearás tu cuenta de paciente en un minuto y volverás aquí para confirmar. ¿Ya
                  tienes cuenta? <Link to={links.signIn}>Inicia sesión</Link>.
                </p>
              ) : null}
            </>
          ) : user && user.Rol !== 'Paciente' ? (
            <p className={styles.muted}>
              Los pacientes agendan desde aquí. <Link to={ROLE_HOME[user.Rol]}>Ir a mi panel</Link>
            </p>
          ) : (
            <p className={styles.notice}>Por ahora no recibe pacientes nuevos.</p>
          )}
        </aside>
        <div className={styles.profileMain}>
          {p.bio ? (
            <section className={styles.panel} aria-labelledby="sobre-mi">
              <h2 id="sobre-mi" className={ui.h3}>
                Sobre mí
              </h2>
              <Paragraphs text={p.bio} />
            </section>
          ) : null}
          <section className={styles.panel} aria-labelledby="consulta">
            <h2 id="consulta" className={ui.h3}>
              Consulta
            </h2>
            {p.officeAddress ? <p>Consultorio: {p.officeAddress}</p> : null}
            {p.modality !== 'presencial' ? <p>Atiende también en línea.</p> : null}
            <p>
              Idiomas: {p.languages.map((l) => l.name).join(', ')}
              {p.yearsOfPractice > 0 ? ` · ${p.yearsOfPractice} años de práctica` : ''}
            </p>
            {p.training.length ? (
              <>
                <h3 className={styles.subhead}>Formación y certificaciones</h3>
                <ul className={styles.list}>
                  {p.training.map((t, i) => (
                    <li key={i}>{t}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <Opinions slug={p.slug} profile={p} />
          <ComplementaryNote />
        </div>
      </Section>
    </>
  );
}

/** /terapeutas/:slug: a therapist's public profile (its head is also written by the server). */
export function TherapistProfilePage() {
  const { slug = '' } = useParams();
  const profile = usePublicGet<TherapistProfile>(`/public/directory/therapists/${slug}`);
  if (
    profile.status === 'error' &&
    (profile.error?.status === 404 || profile.error?.status === 400)
  ) {
    return <NotFound />;
  }
  if (profile.status === 'error') {
    return (
      <section className={ui.section}>
        <Problem className={ui.container} retry={profile.retry}>
          No pudimos cargar este perfil.
        </Problem>
      </section>
    );
  }
  if (!profile.data || profile.data.slug !== slug) {
    return <Loading>Cargando perfil…</Loading>;
  }
  return <Profile p={profile.data} />;
}
