import { CalendarIcon, CheckIcon } from './icons.tsx';
import styles from './hero-illustration.module.css';

/** A five-petal blossom, drawn around its heart at `at` (an SVG transform). */
function Blossom({ at, petals, heart }: { at: string; petals: string; heart: string }) {
  return (
    <g transform={at}>
      {[0, 72, 144, 216, 288].map((deg) => (
        <ellipse
          key={deg}
          cx="0"
          cy="-11"
          rx="7"
          ry="11"
          fill={petals}
          transform={`rotate(${deg})`}
        />
      ))}
      <circle r="5" fill={heart} />
    </g>
  );
}

/** Decorative picture of the hero, drawn in SVG and CSS (the site loads no remote images). */
export function HeroIllustration() {
  return (
    <div className={styles.art} aria-hidden="true">
      <svg viewBox="0 0 400 380" className={styles.artSvg} focusable="false">
        <defs>
          <radialGradient id="at-hero-glow" cx="50%" cy="45%" r="55%">
            <stop offset="0%" stopColor="#ccfbf1" />
            <stop offset="70%" stopColor="#e6fffa" />
            <stop offset="100%" stopColor="#f0fdfa" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="at-hero-leaf" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#14b8a6" />
            <stop offset="100%" stopColor="#0f766e" />
          </linearGradient>
          <linearGradient id="at-hero-leaf2" x1="1" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#5eead4" />
            <stop offset="100%" stopColor="#0d9488" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="190" r="180" fill="url(#at-hero-glow)" />
        <circle
          cx="200"
          cy="190"
          r="150"
          fill="none"
          stroke="#99f6e4"
          strokeWidth="1.5"
          strokeDasharray="4 8"
        />
        <circle cx="200" cy="190" r="112" fill="none" stroke="#5eead4" strokeWidth="1" />
        <circle cx="200" cy="190" r="80" fill="#ffffff" opacity="0.75" />
        {/* Two balanced leaves: the "par" of a balance. */}
        <path
          d="M200 250c-40-10-66-44-62-96 44 4 70 34 62 96z"
          fill="url(#at-hero-leaf2)"
          opacity="0.9"
        />
        <path d="M200 250c40-10 66-44 62-96-44 4-70 34-62 96z" fill="url(#at-hero-leaf)" />
        <path
          d="M200 250c-6-26-20-50-44-76M200 250c6-26 20-50 44-76"
          stroke="#f0fdfa"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M200 250v44" stroke="#0f766e" strokeWidth="3" strokeLinecap="round" />
        {/* A small Bach-style blossom and scattered seeds. */}
        <Blossom at="translate(302 92)" petals="#fde68a" heart="#d97706" />
        <Blossom at="translate(96 286) scale(0.7)" petals="#fef3c7" heart="#f59e0b" />
        <circle cx="86" cy="120" r="6" fill="#5eead4" />
        <circle cx="330" cy="250" r="8" fill="#99f6e4" />
        <circle cx="318" cy="300" r="4" fill="#fbbf24" />
        <circle cx="60" cy="220" r="4" fill="#14b8a6" />
      </svg>
      <div className={`${styles.chip} ${styles.chipTop}`}>
        <span className={styles.chipIcon}>
          <CheckIcon size={16} />
        </span>
        <span>
          <strong>Terapeuta verificada</strong>
          <small>Par Biomagnético</small>
        </span>
      </div>
      <div className={`${styles.chip} ${styles.chipBottom}`}>
        <span className={`${styles.chipIcon} ${styles.chipIconWarm}`}>
          <CalendarIcon size={16} />
        </span>
        <span>
          <strong>Cita confirmada</strong>
          <small>Jueves, 10:00 h</small>
        </span>
      </div>
    </div>
  );
}
