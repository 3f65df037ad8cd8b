/**
 * `npm run bench:search`: the one search (/search) and the catalogue's typo-tolerant filter over
 * 50,000 registers, 5,000 patients and 2,000 content items, on the embedded database and on
 * PostgreSQL. Prints p50/p99 per query kind. Options: BENCH_REGISTERS (50000), BENCH_PATIENTS
 * (5000), BENCH_CONTENT (2000), BENCH_RUNS (100 per kind), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/test).
 */
import type { Database } from '../src/core/db/client.ts';
import {
  BENCH_SECRET,
  benchOptions,
  onEachDatabase,
  percentile,
  seededBenchApp,
} from './fixtures.ts';
import { seedSearchBench } from './search-fixtures.ts';

const { REGISTERS, PATIENTS, CONTENT, RUNS } = benchOptions({
  REGISTERS: 50_000,
  PATIENTS: 5_000,
  CONTENT: 2_000,
  RUNS: 100,
});

async function measure(label: string, database: Database) {
  const {
    app,
    seeded: { therapist, patient },
    seedSeconds,
  } = await seededBenchApp(database, 'search', (db) =>
    seedSearchBench(db, BENCH_SECRET, {
      registers: REGISTERS,
      patients: PATIENTS,
      content: CONTENT,
    }),
  );
  const search = (q: string) => `/api/v1/search?q=${encodeURIComponent(q)}`;
  const filter = (q: string) =>
    `/api/v1/catalogs/registers/general-filter?pageSize=20&q=${encodeURIComponent(q)}`;
  const kinds: [string, string, string][] = [
    ['búsqueda, exacta «Páncreas»', therapist.token, search('Páncreas')],
    ['búsqueda, sin acentos «pancreas»', therapist.token, search('pancreas')],
    ['búsqueda, plural «dolores»', therapist.token, search('dolores')],
    ['búsqueda, con errores «pancraes»', therapist.token, search('pancraes')],
    ['búsqueda, sin resultados «xilofono»', therapist.token, search('xilofono')],
    ['búsqueda de paciente «sofia martinez»', therapist.token, search('sofia martinez')],
    ['búsqueda como paciente «guia dolor»', patient.token, search('guia dolor')],
    ['catálogo, exacta «Páncreas»', therapist.token, filter('Páncreas')],
    ['catálogo, sin acentos «pancreas»', therapist.token, filter('pancreas')],
    ['catálogo, con errores «pancraes rinon»', therapist.token, filter('pancraes rinon')],
    ['catálogo, sin resultados «xilofono»', therapist.token, filter('xilofono')],
  ];
  console.log(
    `\n${label}: ${REGISTERS} registros, ${PATIENTS} pacientes, ${CONTENT} contenidos ` +
      `(sembrados en ${seedSeconds.toFixed(1)} s), ${RUNS} consultas por tipo`,
  );
  for (const [name, token, url] of kinds) {
    const times: number[] = [];
    let found = '';
    // A few unmeasured requests first: plans and caches are warm, as on a running server.
    for (let i = 0; i < 5; i++) {
      await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    }
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      found =
        'groups' in data
          ? data.groups
              .map((g: { kind: string; total: number }) => `${g.kind} ${g.total}`)
              .join(', ')
          : `${data.total} registros`;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  (${found || 'nada'})`,
    );
  }
  await app.close();
}

await onEachDatabase(measure);
