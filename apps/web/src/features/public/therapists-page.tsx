import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  DIRECTORY_URL_KEYS as K,
  MEXICAN_STATES,
  urlKeyOfField,
  type DirectoryFacets,
  type Page,
  type TherapistCard,
} from '@armonia/shared';
import {
  directoryQueryFromUrl,
  hasDirectoryFilters,
  withFilters,
  withoutRefused,
  withPage,
} from '../../core/directory-url.ts';
import { ComplementaryNote } from './complementary-note.tsx';
import { usePublicGet } from './directory-data.ts';
import { SearchIcon } from './icons.tsx';
import { Card, Loading } from './directory-parts.tsx';
import { usePageTitle } from './use-page-title.ts';
import styles from './directory.module.css';
import ui from './ui.module.css';

const TYPING_DELAY_MS = 400;

/** Text and number fields: applied once typing pauses, and following back and forward. */
function useTyped(value: string, apply: (v: string) => void) {
  const [typed, setTyped] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    value: typed,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = e.currentTarget.value;
      setTyped(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => apply(next.trim()), TYPING_DELAY_MS);
    },
  };
}

function Filters(props: {
  params: URLSearchParams;
  facets: DirectoryFacets | undefined;
  set: (change: Record<string, string | null>) => void;
  clear: () => void;
}) {
  const { params, facets, set } = props;
  const get = (key: string) => params.get(key) ?? '';
  const q = useTyped(get(K.q), (v) => set({ [K.q]: v || null }));
  const feeMin = useTyped(get(K.feeMin), (v) => set({ [K.feeMin]: v || null }));
  const feeMax = useTyped(get(K.feeMax), (v) => set({ [K.feeMax]: v || null }));
  const state = get(K.state);
  const cities = [
    ...new Set(
      (facets?.cities ?? []).filter((c) => !state || c.state === state).map((c) => c.city),
    ),
  ];
  const [open, setOpen] = useState(false);
  const choose = (key: string) => ({
    id: `filtro-${key}`,
    value: get(key),
    className: `${styles.input} ${styles.select}`,
    onChange: (e: ChangeEvent<HTMLSelectElement>) => set({ [key]: e.currentTarget.value || null }),
  });
  return (
    <div className={styles.filtersBox}>
      <button
        type="button"
        className={`${ui.btnSecondary} ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls="filtros-directorio"
        onClick={() => setOpen((x) => !x)}
      >
        {open ? 'Ocultar filtros' : 'Mostrar filtros'}
      </button>
      <form
        id="filtros-directorio"
        className={open ? styles.filters : `${styles.filters} ${styles.filtersClosed}`}
        role="search"
        aria-label="Filtros del directorio"
        onSubmit={(e) => e.preventDefault()}
        data-testid="directory-filters"
      >
        <div className={styles.field}>
          <label htmlFor="filtro-q">Buscar</label>
          <input
            id="filtro-q"
            type="search"
            className={styles.input}
            placeholder="Nombre o terapia"
            {...q}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`filtro-${K.therapy}`}>Terapia</label>
          <select {...choose(K.therapy)}>
            <option value="">Todas las terapias</option>
            {(facets?.therapies ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`filtro-${K.state}`}>Estado</label>
          <select
            {...choose(K.state)}
            onChange={(e) => set({ [K.state]: e.currentTarget.value || null, [K.city]: null })}
          >
            <option value="">Todos los estados</option>
            {MEXICAN_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`filtro-${K.city}`}>Ciudad</label>
          <select {...choose(K.city)}>
            <option value="">Todas las ciudades</option>
            {[...new Set([...cities, ...(get(K.city) ? [get(K.city)] : [])])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`filtro-${K.modality}`}>Modalidad</label>
          <select {...choose(K.modality)}>
            <option value="">Cualquiera</option>
            <option value="presencial">Presencial</option>
            <option value="en_linea">En línea</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`filtro-${K.minRating}`}>Calificación mínima</label>
          <select {...choose(K.minRating)}>
            <option value="">Cualquiera</option>
            {['3', '4', '4.5'].map((n) => (
              <option key={n} value={n}>
                {n} estrellas o más
              </option>
            ))}
          </select>
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="filtro-tarifa-min">Tarifa desde</label>
            <input
              id="filtro-tarifa-min"
              type="number"
              min={0}
              step={100}
              inputMode="numeric"
              className={styles.input}
              {...feeMin}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="filtro-tarifa-max">Tarifa hasta</label>
            <input
              id="filtro-tarifa-max"
              type="number"
              min={0}
              step={100}
              inputMode="numeric"
              className={styles.input}
              {...feeMax}
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`filtro-${K.language}`}>Idioma</label>
          <select {...choose(K.language)}>
            <option value="">Cualquiera</option>
            {(facets?.languages ?? []).map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={['1', 'true'].includes(get(K.freeThisWeek))}
            onChange={(e) => set({ [K.freeThisWeek]: e.currentTarget.checked ? '1' : null })}
          />
          Con horario libre esta semana
        </label>
        <button type="button" className={ui.btnSecondary} onClick={props.clear}>
          Limpiar filtros
        </button>
      </form>
    </div>
  );
}

/** /terapeutas: the public directory, filtered from the URL (shareable, back button works). */
export function TherapistsPage() {
  usePageTitle('Terapeutas');
  const [params, setParams] = useSearchParams();
  const query = directoryQueryFromUrl(params);
  const list = usePublicGet<Page<TherapistCard>>('/public/directory/therapists', query);
  const facets = usePublicGet<DirectoryFacets>('/public/directory/facets');
  const [dropped, setDropped] = useState<string[]>([]);

  const failed = list.status === 'error' ? list.error : undefined;
  // A filter the API refused (a hand-edited or outdated URL) is dropped, and the page says why.
  useEffect(() => {
    if (failed?.status !== 400) return;
    const fields = failed.fieldErrors.map((f) => f.field);
    if (!fields.some(urlKeyOfField)) return;
    setDropped(failed.fieldErrors.map((f) => f.message));
    setParams((p) => withoutRefused(p, fields), { replace: true });
  }, [failed, setParams]);

  const set = (change: Record<string, string | null>) => {
    setDropped([]);
    setParams((p) => withFilters(p, change));
  };
  const clear = () => {
    setDropped([]);
    setParams(new URLSearchParams());
  };
  const page = Number(params.get(K.page)) || 1;
  const data = list.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / DIRECTORY_PAGE_SIZE));
  const pageLink = (n: number) => `?${withPage(params, n)}`;

  return (
    <>
      <section id="inicio" className={ui.pageHero} aria-labelledby="directory-title">
        <div className={ui.container}>
          <div className={ui.pageHeroText}>
            <p className={ui.eyebrow}>Directorio</p>
            <h1 id="directory-title" className={ui.h1}>
              Encuentra a tu terapeuta
            </h1>
            <p className={ui.lead}>
              Terapeutas de biomagnetismo, flores de Bach, homeopatía y otras terapias
              complementarias en Nuevo León y todo México. Filtra por terapia, ciudad y horario, lee
              las opiniones de otros pacientes y agenda tu cita.
            </p>
          </div>
        </div>
      </section>
      <section className={ui.section} aria-label="Terapeutas">
        <div className={`${ui.container} ${styles.layout}`}>
          <Filters params={params} facets={facets.data} set={set} clear={clear} />
          <div className={styles.results}>
            {dropped.length ? (
              <p className={styles.notice} role="status" data-testid="filter-dropped">
                Quitamos un filtro que no era válido. {dropped.join(' ')}
              </p>
            ) : null}
            <div className={styles.resultsHead}>
              <p className={styles.muted} aria-live="polite" data-testid="directory-count">
                {data ? `${data.total} ${data.total === 1 ? 'terapeuta' : 'terapeutas'}` : ''}
              </p>
              <div className={styles.sort}>
                <label htmlFor="filtro-orden">Ordenar por</label>
                <select
                  id="filtro-orden"
                  className={`${styles.input} ${styles.select}`}
                  value={params.get(K.sort) ?? 'relevance'}
                  onChange={(e) =>
                    set({
                      [K.sort]:
                        e.currentTarget.value === 'relevance' ? null : e.currentTarget.value,
                    })
                  }
                >
                  {DIRECTORY_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {DIRECTORY_SORT_LABELS[s]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {list.status === 'loading' && !data ? (
              <Loading>Buscando terapeutas…</Loading>
            ) : list.status === 'error' && failed?.status !== 400 ? (
              <div className={styles.problem} role="alert">
                <p>No pudimos cargar el directorio.</p>
                <button type="button" className={ui.btnSecondary} onClick={list.retry}>
                  Reintentar
                </button>
              </div>
            ) : data && data.items.length === 0 ? (
              <div className={styles.empty} data-testid="directory-empty">
                <SearchIcon size={28} />
                <p>
                  <strong>Ningún terapeuta coincide con tu búsqueda.</strong>
                </p>
                <p className={styles.muted}>Prueba con menos filtros o con otra ciudad.</p>
                {hasDirectoryFilters(params) ? (
                  <button type="button" className={ui.btnSecondary} onClick={clear}>
                    Limpiar filtros
                  </button>
                ) : null}
              </div>
            ) : data ? (
              <>
                <ul
                  className={styles.cards}
                  data-testid="directory-results"
                  aria-busy={list.status === 'loading'}
                >
                  {data.items.map((card) => (
                    <Card key={card.id} card={card} />
                  ))}
                </ul>
                {pages > 1 ? (
                  <nav className={styles.pager} aria-label="Páginas del directorio">
                    {page > 1 ? <Link to={pageLink(page - 1)}>Anterior</Link> : <span />}
                    <span>
                      Página {page} de {pages}
                    </span>
                    {page < pages ? <Link to={pageLink(page + 1)}>Siguiente</Link> : <span />}
                  </nav>
                ) : null}
              </>
            ) : null}
            <div className={styles.noteWrap}>
              <ComplementaryNote />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
