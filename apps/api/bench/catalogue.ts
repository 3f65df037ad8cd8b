/**
 * `npm run bench:catalogue`: general-filter over 50,000 registers, on the embedded database and
 * on PostgreSQL. Prints p50/p99 per query kind. Options: BENCH_REGISTERS (50000), BENCH_RUNS
 * (100 per kind), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { searchKey } from '@armonia/shared';
import type { Database } from '../src/core/db/client.ts';
import { catalogRegisters } from '../src/core/db/schema.ts';
import {
  BENCH_ORGANS as ORGANS,
  benchCatalogueTree,
  benchOptions,
  benchTherapist,
  onEachDatabase,
  percentile,
  report,
  seededBenchApp,
} from './fixtures.ts';

const { REGISTERS, RUNS } = benchOptions({ REGISTERS: 50_000, RUNS: 100 });

async function seed(database: Database) {
  const therapist = await benchTherapist(database);
  const db = database.db;
  const groups = await benchCatalogueTree(db);
  for (let start = 0; start < REGISTERS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, REGISTERS - start) }, (_, k) => {
      const i = start + k;
      const group = groups[i % groups.length]!;
      const name = `${ORGANS[i % ORGANS.length]} – ${ORGANS[(i * 7 + 3) % ORGANS.length]} ${i}`;
      const description = `Registro de prueba número ${i}`;
      return {
        catalogId: group.catalogId,
        groupId: group.id,
        name,
        nameKey: searchKey(name),
        description,
        attributes: {},
        searchText: searchKey(`${name} ${description}`),
      };
    });
    await db.insert(catalogRegisters).values(rows);
  }
  return therapist.token;
}

async function measure(label: string, database: Database) {
  const { app, seeded: token, seedSeconds } = await seededBenchApp(database, 'cat', seed);
  const kinds: [string, string][] = [
    ['sin texto, primera página', ''],
    ['sin texto, por catálogo', 'elementCatalog=Cat%C3%A1logo%202'],
    ['texto "pancreas"', 'q=pancreas'],
    ['texto con errores "pancraes rinon"', 'q=pancraes%20rinon'],
  ];
  console.log(
    `\n${label}: ${REGISTERS} registros (sembrados en ${seedSeconds.toFixed(1)} s), ${RUNS} consultas por tipo`,
  );
  for (const [name, query] of kinds) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/catalogs/registers/general-filter?pageSize=20&${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      total = res.json().data.total;
    }
    times.sort((a, b) => a - b);
    report('catalogue', `${label}: ${name}`, {
      'p50 ms': percentile(times, 50),
      'p99 ms': percentile(times, 99),
    });
    console.log(
      `  ${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms  (${total} coincidencias)`,
    );
  }
  await app.close();
}

await onEachDatabase(measure);
