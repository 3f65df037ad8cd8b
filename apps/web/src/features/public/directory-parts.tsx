import { Link } from 'react-router';
import {
  formatFee,
  placeOf,
  PRACTICE_MODALITY_LABELS,
  publicProfilePath,
  type TherapistCard,
} from '@armonia/shared';
import { ratingText, shortDateTime, starsOf } from './directory-format.ts';
import { useApiBase } from './directory-data.ts';
import { CalendarIcon, CheckIcon, PinIcon } from './icons.tsx';
import styles from './directory.module.css';
import ui from './ui.module.css';

/** What the directory's pages show while an answer is on its way. */
export function Loading({ children }: { children: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </p>
  );
}

/** An answer that did not come, and the button that asks again. */
export function Problem(props: {
  className: string | undefined;
  children: string;
  retry: () => void;
}) {
  return (
    <div className={props.className} role="alert">
      <p>{props.children}</p>
      <button type="button" className={ui.btnSecondary} onClick={props.retry}>
        Reintentar
      </button>
    </div>
  );
}

/** A photo of a publicly listed therapist, or their initials while they have none. */
export function TherapistPhoto(props: {
  slug: string;
  name: string;
  version: number | null;
  size: number;
}) {
  const base = useApiBase();
  const initials = props.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  if (props.version === null || !base) {
    return (
      <span
        className={styles.initials}
        style={{ width: props.size, height: props.size }}
        aria-hidden="true"
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      className={styles.photo}
      src={`${base}/public/directory/therapists/${props.slug}/photo?size=256&v=${props.version}`}
      alt=""
      width={props.size}
      height={props.size}
      loading="lazy"
    />
  );
}

/** One therapist of the public directory's results. */
export function Card({ card }: { card: TherapistCard }) {
  return (
    <li className={styles.card} data-testid="therapist-card">
      <div className={styles.cardHead}>
        <TherapistPhoto slug={card.slug} name={card.name} version={card.photoVersion} size={72} />
        <div>
          <h2 className={styles.cardName}>
            <Link to={publicProfilePath(card.slug)}>{card.name}</Link>
          </h2>
          {card.verified ? (
            <span className={styles.verified}>
              <CheckIcon size={14} />
              Verificado
            </span>
          ) : null}
          {card.rating.average !== null && card.rating.count > 0 ? (
            <p className={styles.rating}>
              <span aria-hidden="true" className={styles.stars}>
                {starsOf(card.rating.average)}
              </span>{' '}
              {ratingText(card.rating.average, card.rating.count)}
            </p>
          ) : (
            <p className={styles.muted}>Sin opiniones aún</p>
          )}
        </div>
      </div>
      <ul className={styles.tags} aria-label="Terapias">
        {card.therapies.map((t) => (
          <li key={t.id}>{t.name}</li>
        ))}
      </ul>
      <p className={styles.line}>
        <PinIcon size={16} />
        {placeOf(card.city, card.state)} · {PRACTICE_MODALITY_LABELS[card.modality]}
      </p>
      <p className={styles.fee}>{formatFee(card.fee, card.currency)} por sesión</p>
      <p className={styles.line}>
        <CalendarIcon size={16} />
        {card.nextFreeAt
          ? `Próximo horario libre: ${shortDateTime(card.nextFreeAt)}`
          : 'Sin horarios libres en las próximas dos semanas'}
      </p>
      {!card.acceptsNewPatients ? (
        <p className={styles.notice}>No recibe pacientes nuevos por ahora</p>
      ) : null}
    </li>
  );
}
