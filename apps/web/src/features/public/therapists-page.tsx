import { useEffect, useRef, useState, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  DIRECTORY_URL_KEYS as K,
  MEXICAN_STATES,
  pageCount,
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
import { LabeledField } from './labeled-field.tsx';
import { SearchIcon } from './icons.tsx';
import { PageHero, Section } from './page-parts.tsx';
import { Card, Loading, Problem } from './directory-parts.tsx';
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

/** A filter chosen from a list; its first option, `any`, sets none. */
function SelectFilter({
  label,
  any,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  any: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  return (
    <LabeledField className={styles.field} id={select.id} label={label}>
      <select {...select}>
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </LabeledField>
  );
}

/** One end of the fee range. */
function FeeFilter(props: { id: string; label: string; typed: ReturnType<typeof useTyped> }) {
  return (
    <LabeledField className={styles.field} id={props.id} label={props.label}>
      <input
        id={props.id}
        type="number"
        min={0}
        step={100}
        inputMode="numeric"
        className={styles.input}
        {...props.typed}
      />
    </LabeledField>
  );
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
  const city = get(K.city);
  const offered = (facets?.cities ?? []).filter((c) => !state || c.state === state);
  // The chosen city stays in the list even where the facets no longer offer it.
  const cities = [...new Set([...offered.map((c) => c.city), ...(city ? [city] : [])])];
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
        <LabeledField className={styles.field} id="filtro-q" label="Buscar">
          <input
            id="filtro-q"
            type="search"
            className={styles.input}
            placeholder="Nombre o terapia"
            {...q}
          />
        </LabeledField>
        <SelectFilter
          label="Terapia"
          any="Todas las terapias"
          options={(facets?.therapies ?? []).map((t) => [t.id, t.name])}
          {...choose(K.therapy)}
        />
        <SelectFilter
          label="Estado"
          any="Todos los estados"
          options={MEXICAN_STATES.map((s) => [s.code, s.name])}
          {...choose(K.state)}
          onChange={(e) => set({ [K.state]: e.currentTarget.value || null, [K.city]: null })}
        />
        <SelectFilter
          label="Ciudad"
          any="Todas las ciudades"
          options={cities.map((c) => [c, c])}
          {...choose(K.city)}
        />
        <SelectFilter
          label="Modalidad"
          any="Cualquiera"
          options={[
            ['presencial', 'Presencial'],
            ['en_linea', 'En línea'],
          ]}
          {...choose(K.modality)}
        />
        <SelectFilter
          label="Calificación mínima"
          any="Cualquiera"
          options={['3', '4', '4.5'].map((n) => [n, `${n} estrellas o más`])}
          {...choose(K.minRating)}
        />
        <div className={styles.row}>
          <FeeFilter id="filtro-tarifa-min" label="Tarifa desde" typed={feeMin} />
          <FeeFilter id="filtro-tarifa-max" label="Tarifa hasta" typed={feeMax} />
        </div>
        <SelectFilter
          label="Idioma"
          any="Cualquiera"
          options={(facets?.languages ?? []).map((l) => [l.code, l.name])}
          {...choose(K.language)}
        />
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
  const pages = pageCount(data?.total, DIRECTORY_PAGE_SIZE);
  const pageLink = (n: number) => `?${withPage(params, n)}`;

  return (
    <>
      <PageHero titleId="directory-title" eyebrow="Directorio" title="Encuentra a tu terapeuta">
        Terapeutas de biomagnetismo, flores de Bach, homeopatía y otras terapias complementarias en
        Nuevo León y todo México. Filtra por terapia, ciudad y horario, lee las opiniones de otros
        pacientes y agenda tu cita.
      </PageHero>
      <Section label="Terapeutas" inner={styles.layout}>
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
                    [K.sort]: e.currentTarget.value === 'relevance' ? null : e.currentTarget.value,
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
            <Problem className={styles.problem} retry={list.retry}>
              No pudimos cargar el directorio.
            </Problem>
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
      </Section>
    </>
  );
}
