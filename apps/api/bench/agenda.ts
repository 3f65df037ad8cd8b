/**
 * `npm run bench:agenda`: one therapist with 10,000 appointments and 2,000 patients; the week
 * view and the free-slots call under 50 concurrent connections over real HTTP, on the embedded
 * database and on PostgreSQL. Prints p50/p99 and requests per second. Options:
 * BENCH_APPOINTMENTS (10000), BENCH_PATIENTS (2000), BENCH_CONNECTIONS (50),
 * BENCH_REQUESTS (1000 per call), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { DEFAULT_AGENDA_SETTINGS } from '@armonia/shared';
import type { Database } from '../src/core/db/client.ts';
import { agendaSettings, appointments, patients } from '../src/core/db/schema.ts';
import { patientSearchText } from '../src/core/patient-records.ts';
import { addDays, isoWeekday, localDay, zonedTimeToUtc } from '../src/core/time.ts';
import {
  benchOptions,
  benchTherapist,
  listenForLoad,
  loadLine,
  onEachDatabase,
  report,
  seededBenchApp,
  warmLoadTest,
} from './fixtures.ts';

const { APPOINTMENTS, PATIENTS, CONNECTIONS, REQUESTS } = benchOptions({
  APPOINTMENTS: 10_000,
  PATIENTS: 2_000,
  CONNECTIONS: 50,
  REQUESTS: 1_000,
});
const ZONE = 'America/Monterrey';
const STATUSES = ['completada', 'completada', 'completada', 'cancelada', 'no_asistio'] as const;

/** Ten one-hour appointments a working day (Mon–Sat), half of them past, half ahead. */
async function seed(database: Database) {
  const therapist = await benchTherapist(database);
  const db = database.db;
  const therapistId = therapist.id;
  await db.insert(agendaSettings).values({ therapistId, ...DEFAULT_AGENDA_SETTINGS });
  const patientIds: string[] = [];
  for (let start = 0; start < PATIENTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, PATIENTS - start) }, (_, k) => {
      const p = {
        name: `Paciente ${start + k}`,
        lastName: `Apellido ${(start + k) % 97}`,
        email: `p${start + k}@correo.mx`,
        phone: '',
      };
      return { therapistId, ...p, searchText: patientSearchText(p) };
    });
    const ids = await db.insert(patients).values(rows).returning({ id: patients.id });
    patientIds.push(...ids.map((r) => r.id));
  }
  const today = localDay(new Date(), ZONE);
  const days = Math.ceil(APPOINTMENTS / 10);
  let day = addDays(today, -Math.floor((days * 7) / 12));
  const now = Date.now();
  let made = 0;
  while (made < APPOINTMENTS) {
    const batch = [];
    for (; batch.length < 1000 && made + batch.length < APPOINTMENTS; day = addDays(day, 1)) {
      if (isoWeekday(day) === 7) continue;
      for (let h = 0; h < 10 && made + batch.length < APPOINTMENTS; h++) {
        const start = zonedTimeToUtc(day, (9 + h) * 60, ZONE);
        const i: number = made + batch.length;
        batch.push({
          therapistId,
          patientId: patientIds[i % patientIds.length]!,
          startsAt: start,
          endsAt: new Date(start.getTime() + 50 * 60_000),
          status: start.getTime() < now ? STATUSES[i % STATUSES.length]! : ('confirmada' as const),
          modality: 'presencial' as const,
        });
      }
    }
    await db.insert(appointments).values(batch);
    made += batch.length;
  }
  return therapist.token;
}

async function measure(label: string, database: Database) {
  const {
    app,
    seeded: token,
    seedSeconds,
  } = await seededBenchApp(database, 'agenda', seed, {
    NODE_ENV: 'production',
    REMINDER_INTERVAL_MS: '0',
  });
  const base = await listenForLoad(app);

  // Weeks ahead, each request a different one of the next 20 weeks (Monday to Monday).
  const today = localDay(new Date(), ZONE);
  const monday = addDays(today, 1 - isoWeekday(today));
  let n = 0;
  const week = () => {
    const from = addDays(monday, 7 * (n++ % 20));
    const q = new URLSearchParams({
      from: zonedTimeToUtc(from, 0, ZONE).toISOString(),
      to: zonedTimeToUtc(addDays(from, 7), 0, ZONE).toISOString(),
      pageSize: '500',
    });
    return `/appointments?${q}`;
  };
  const slots = () => {
    const from = addDays(monday, 7 * (n++ % 20));
    return `/appointments/free-slots?from=${from}&to=${addDays(from, 6)}`;
  };
  console.log(
    `\n${label}: ${APPOINTMENTS} citas y ${PATIENTS} pacientes (sembrados en ${seedSeconds.toFixed(1)} s); ${REQUESTS} peticiones por llamada, ${CONNECTIONS} conexiones`,
  );
  for (const [name, next] of [
    ['vista semanal (GET /appointments)', week],
    ['horarios libres de una semana', slots],
  ] as const) {
    const r = await warmLoadTest({
      base,
      token,
      next,
      connections: CONNECTIONS,
      requests: REQUESTS,
    });
    report('agenda', `${label}: ${name}`, { 'p50 ms': r.p50, 'p99 ms': r.p99, 'req/s': r.rps });
    console.log(loadLine(name, 36, r));
  }
  await app.close();
}

await onEachDatabase(measure);
