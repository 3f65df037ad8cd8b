/**
 * `npm run bench:directory`: 5,000 listed therapists, 100,000 opinions and 200,000 appointments;
 * the filtered directory query (free text + therapy + state + "con horario libre esta semana")
 * under 50 concurrent connections over real HTTP, on the embedded database and on PostgreSQL.
 * Prints p50/p99 and requests per second, and the filtered page's latency alone. Options: BENCH_THERAPISTS (5000), BENCH_CONNECTIONS
 * (50), BENCH_REQUESTS (1000 per call), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_AGENDA_SETTINGS, searchKey, slugOf } from '@armonia/shared';
import type { Database, Db } from '../src/core/db/client.ts';
import {
  agendaSettings,
  appointments,
  patients,
  ratings,
  tags,
  therapistProfiles,
  therapistTherapies,
  users,
} from '../src/core/db/schema/index.ts';
import { addDays, localDay, zonedTimeToUtc } from '../src/core/time.ts';
import { THERAPIES } from '../src/seed/demo-directory.ts';
import {
  BENCH_SECRET,
  benchOptions,
  createAccounts,
  listenForLoad,
  loadLine,
  onEachDatabase,
  seededBenchApp,
  warmLoadTest,
} from './fixtures.ts';

const { THERAPISTS, CONNECTIONS, REQUESTS } = benchOptions({
  THERAPISTS: 5_000,
  CONNECTIONS: 50,
  REQUESTS: 1_000,
});
const ZONE = 'America/Monterrey';
/** Per therapist: 20 patients, each with one completed and rated session and one to come. */
const RECORDS = 20;
const PATIENT_ACCOUNTS = 10_000;
const BATCH = 2_000;

const FIRST = [
  'Ana',
  'Luis',
  'María',
  'José',
  'Lucía',
  'Jorge',
  'Sofía',
  'Carlos',
  'Paola',
  'Héctor',
  'Elena',
  'Raúl',
  'Valeria',
  'Óscar',
  'Mónica',
  'Ramón',
];
const LAST = [
  'Garza',
  'Treviño',
  'Villarreal',
  'Cantú',
  'Leal',
  'Salinas',
  'Elizondo',
  'Rodríguez',
  'Núñez',
  'Peña',
  'Ibarra',
  'Zambrano',
  'Ochoa',
  'Sepúlveda',
  'Tamez',
  'Cavazos',
];
const CONCERNS = [
  'estrés',
  'ansiedad',
  'dolor de espalda',
  'migraña',
  'insomnio',
  'digestión',
  'cansancio',
  'duelo',
  'tensión muscular',
  'alergias',
];
const CITIES: [string, string][] = [
  ['NLE', 'Monterrey'],
  ['NLE', 'San Pedro Garza García'],
  ['NLE', 'San Nicolás de los Garza'],
  ['NLE', 'Guadalupe'],
  ['NLE', 'Apodaca'],
  ['NLE', 'Santa Catarina'],
  ['CMX', 'Ciudad de México'],
  ['JAL', 'Guadalajara'],
  ['JAL', 'Zapopan'],
  ['PUE', 'Puebla'],
  ['QUE', 'Querétaro'],
  ['YUC', 'Mérida'],
];
/** What the measured requests search for: concerns of the bios and family names. */
const WORDS = [
  'estres',
  'ansiedad',
  'dolor',
  'migrana',
  'insomnio',
  'digestion',
  'garza',
  'leal',
  'trevino',
  'cansancio',
];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

async function insertAll<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH) as never);
  }
}

async function seed(database: Database) {
  await database.migrate();
  const db = database.db;
  const tagRows = await db
    .insert(tags)
    .values(THERAPIES.map((name) => ({ name, nameKey: searchKey(name) })))
    .returning({ id: tags.id });

  const therapists: { id: string; name: string; lastName: string }[] = [];
  for (let start = 0; start < THERAPISTS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, THERAPISTS - start) }, (_, k) => {
      const n = start + k;
      return {
        email: `terapeuta${n}@bench.mx`,
        role: 'Terapeuta' as const,
        name: pick(FIRST, n),
        lastName: `${pick(LAST, n * 7 + 3)} ${pick(LAST, n * 11 + 5)}`,
      };
    });
    therapists.push(
      ...(await db
        .insert(users)
        .values(batch)
        .returning({ id: users.id, name: users.name, lastName: users.lastName })),
    );
  }
  const accounts: string[] = [];
  for (let start = 0; start < PATIENT_ACCOUNTS; start += BATCH) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: BATCH }, (_, k) => ({
          email: `paciente${start + k}@bench.mx`,
          role: 'Paciente' as const,
          name: pick(FIRST, start + k + 5),
          lastName: pick(LAST, start + k),
        })),
      )
      .returning({ id: users.id });
    accounts.push(...rows.map((r) => r.id));
  }
  await insertAll(
    db,
    agendaSettings,
    therapists.map((t) => ({ therapistId: t.id, ...DEFAULT_AGENDA_SETTINGS })),
  );

  // Records, then two sessions each: a completed one (rated) and one in the next three weeks.
  const today = localDay(new Date(), ZONE);
  const records: { id: string; therapistId: string; userId: string | null }[] = [];
  for (let start = 0; start < therapists.length; start += BATCH / RECORDS) {
    const rows = therapists.slice(start, start + BATCH / RECORDS).flatMap((t, k) =>
      Array.from({ length: RECORDS }, (_, i) => ({
        therapistId: t.id,
        userId: accounts[((start + k) * RECORDS + i) % accounts.length]!,
        name: pick(FIRST, i),
        lastName: pick(LAST, i + k),
      })),
    );
    records.push(
      ...(await db.insert(patients).values(rows).returning({
        id: patients.id,
        therapistId: patients.therapistId,
        userId: patients.userId,
      })),
    );
  }
  const past: (typeof appointments.$inferInsert)[] = [];
  const future: (typeof appointments.$inferInsert)[] = [];
  records.forEach((r, n) => {
    const i = n % RECORDS;
    const pastStart = zonedTimeToUtc(
      addDays(today, -7 * (i + 1) - (n % 5)),
      9 * 60 + 60 * (i % 5),
      ZONE,
    );
    past.push({
      therapistId: r.therapistId,
      patientId: r.id,
      startsAt: pastStart,
      endsAt: new Date(pastStart.getTime() + 3_600_000),
      status: 'completada',
      modality: 'presencial',
    });
    const futureStart = zonedTimeToUtc(addDays(today, 1 + i), 9 * 60 + 60 * (n % 5), ZONE);
    future.push({
      therapistId: r.therapistId,
      patientId: r.id,
      startsAt: futureStart,
      endsAt: new Date(futureStart.getTime() + 3_600_000),
      status: 'confirmada',
      modality: 'presencial',
    });
  });
  const completed: { id: string; therapistId: string; patientId: string }[] = [];
  for (let i = 0; i < past.length; i += BATCH) {
    completed.push(
      ...(await db
        .insert(appointments)
        .values(past.slice(i, i + BATCH))
        .returning({
          id: appointments.id,
          therapistId: appointments.therapistId,
          patientId: appointments.patientId,
        })),
    );
  }
  await insertAll(db, appointments, future);
  const userOf = new Map(records.map((r) => [r.id, r.userId!]));
  await insertAll(
    db,
    ratings,
    completed.map((a, n) => ({
      appointmentId: a.id,
      therapistId: a.therapistId,
      authorId: userOf.get(a.patientId)!,
      stars: 2 + ((n * 7) % 4),
      comment: 'Muy buena atención.',
    })),
  );

  // Profiles last: their insert trigger sums the opinions already there.
  await insertAll(
    db,
    therapistProfiles,
    therapists.map((t, n) => {
      const [state, city] = pick(CITIES, n * 5 + (n % 3));
      return {
        therapistId: t.id,
        slug: `${slugOf(`${t.name} ${t.lastName}`)}-${n}`,
        bio: `Acompaño procesos de ${pick(CONCERNS, n)} y ${pick(CONCERNS, n * 3 + 1)} con terapias complementarias. Consulta tranquila y seguimiento por mensaje; atiendo también ${pick(CONCERNS, n * 7 + 2)}.`,
        state,
        city,
        cityKey: searchKey(city),
        modality: pick(['presencial', 'en_linea', 'ambas'] as const, n),
        officeAddress: `Av. Constitución ${100 + (n % 900)}, Centro, ${city}`,
        fee: 400 + (n % 12) * 50,
        currency: 'MXN',
        languages: n % 4 === 0 ? ['es-MX', 'en'] : ['es-MX'],
        yearsOfPractice: n % 25,
        training: ['Diplomado en terapias complementarias'],
        publicListed: n % 5 !== 0,
        verifiedAt: n % 3 === 0 ? null : new Date(),
      };
    }),
  );
  await insertAll(
    db,
    therapistTherapies,
    therapists.flatMap((t, n) =>
      [...new Set([n % 12, (n * 5 + 1) % 12, (n * 7 + 2) % 12])]
        .slice(0, 1 + (n % 3))
        .map((k) => ({ therapistId: t.id, tagId: tagRows[k]!.id })),
    ),
  );
  // A database in use has its planner statistics; a freshly bulk-loaded one does not yet.
  await db.execute(sql`analyze`);
  const [viewer] = await createAccounts(db, BENCH_SECRET, [
    { email: 'visitante@bench.mx', role: 'Paciente', name: 'Bench' },
  ]);
  return { token: viewer!.token, tagIds: tagRows.map((t) => t.id) };
}

async function measure(label: string, database: Database) {
  const {
    app,
    seeded: { token, tagIds },
    seedSeconds,
  } = await seededBenchApp(database, 'directory', seed, {
    NODE_ENV: 'production',
    REMINDER_INTERVAL_MS: '0',
  });
  const slotsStarted = performance.now();
  const computed = await app.deps.directory.slots.refreshDue();
  const slotsSeconds = (performance.now() - slotsStarted) / 1000;
  const base = await listenForLoad(app);

  let n = 0;
  const filtered = () => {
    n += 1;
    const q = new URLSearchParams({
      q: pick(WORDS, n),
      therapy: pick(tagIds, n * 7),
      state: 'NLE',
      freeThisWeek: 'true',
    });
    return `/directory/therapists?${q}`;
  };
  const textOnly = () => `/directory/therapists?q=${pick(WORDS, ++n)}&page=${1 + (n % 3)}`;
  const byRating = () => `/directory/therapists?sort=rating&page=${1 + (++n % 20)}`;
  console.log(
    `\n${label}: ${THERAPISTS} terapeutas, ${THERAPISTS * RECORDS} opiniones y ${THERAPISTS * RECORDS * 2} citas (sembrados en ${seedSeconds.toFixed(1)} s; próximo horario libre de ${computed} perfiles en ${slotsSeconds.toFixed(1)} s); ${REQUESTS} peticiones por llamada, ${CONNECTIONS} conexiones`,
  );
  // The filtered page alone (one request at a time: its own latency), then each call under load.
  for (const [name, next, connections] of [
    ['texto + terapia + estado + libre (1 conexión)', filtered, 1],
    ['texto + terapia + estado + libre esta semana', filtered, CONNECTIONS],
    ['solo texto', textOnly, CONNECTIONS],
    ['todos, por calificación', byRating, CONNECTIONS],
  ] as const) {
    const requests = connections === 1 ? Math.min(REQUESTS, 300) : REQUESTS;
    const r = await warmLoadTest({ base, token, next, connections, requests });
    console.log(loadLine(name, 44, r));
  }
  await app.close();
}

await onEachDatabase(measure);
