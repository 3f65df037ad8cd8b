/**
 * `npm run bench:analytics`: a year of a practice of 50 therapists (100,000 appointments, 20,000
 * patients with their accounts, 200,000 chat messages, 30,000 opinions, 60,000 views and
 * downloads of Información), generated with set-based SQL on PostgreSQL; then each query of the
 * administration's dashboard, repeated, for the last 30 days, the last 30 days of one therapist
 * and the whole year. Prints p50/p99 per query (the aim: under 100 ms at p99) and the whole
 * dashboard answer. Options: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test),
 * BENCH_RUNS (40 per query and period).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/core/db/client.ts';
import { DEFAULT_TIMEZONE, localDay } from '../src/core/time.ts';
import * as repo from '../src/features/analytics/analytics.repository.ts';
import { createAnalyticsService, periodOf } from '../src/features/analytics/analytics.service.ts';
import { withScratchDatabase } from '../src/testing/scratch-db.ts';
import { percentile } from './fixtures.ts';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ZONE = DEFAULT_TIMEZONE;

async function step(name: string, work: () => Promise<unknown>) {
  const t0 = performance.now();
  await work();
  console.log(`  ${name.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The whole year, one statement per table, all from generate_series. */
async function generate(db: Db) {
  const x = (q: ReturnType<typeof sql>) => db.execute(q);
  await step('50 terapeutas y 20,000 cuentas de pacientes', async () => {
    await x(sql`insert into users (email, role, name, last_name, created_at)
      select 'terapeuta' || g || '@bench.mx', 'Terapeuta', 'Terapeuta', 'Número ' || g,
        now() - interval '400 days' + g * interval '7 days'
      from generate_series(1, 50) g`);
    await x(sql`insert into users (email, role, name, last_name, created_at)
      select 'paciente' || g || '@bench.mx', 'Paciente', 'Paciente', 'Número ' || g,
        now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour'
      from generate_series(1, 20000) g`);
    await x(sql`create table bench_t as
      select id, (row_number() over (order by email) - 1)::int as n
      from users where role = 'Terapeuta'`);
    await x(sql`create table bench_pu as
      select id, (row_number() over (order by email) - 1)::int as n
      from users where role = 'Paciente'`);
  });
  await step('20,000 expedientes', async () => {
    await x(sql`insert into patients (therapist_id, user_id, name, last_name, created_at)
      select t.id, pu.id, 'Paciente', 'Número ' || pu.n, now() - (pu.n % 365) * interval '1 day'
      from bench_pu pu join bench_t t on t.n = pu.n % 50`);
    await x(sql`create table bench_p as
      select id, therapist_id, user_id,
        (row_number() over (partition by therapist_id order by id) - 1)::int as k
      from patients`);
  });
  // 2,000 per therapist: five or six a day at different hours (9:00–17:00 in the practice's
  // zone, UTC−6), from 330 days ago to 35 days ahead; no two of a therapist overlap.
  await step('100,000 citas', () =>
    x(sql`insert into appointments
        (therapist_id, patient_id, starts_at, ends_at, status, modality, created_at)
      select t.id, p.id, s.starts, s.starts + interval '50 minutes',
        case
          when s.starts > now() then (case when g % 3 = 0 then 'solicitada' else 'confirmada' end)
          when g % 100 < 12 then 'cancelada'
          when g % 100 < 20 then 'no_asistio'
          else 'completada'
        end,
        case when g % 4 = 0 then 'en_linea' else 'presencial' end,
        s.starts - interval '7 days'
      from generate_series(0, 99999) g
      join bench_t t on t.n = g % 50
      join bench_p p on p.therapist_id = t.id and p.k = ((g / 50) * 7919) % 400
      cross join lateral (
        select date_trunc('day', now() - interval '330 days')
          + floor((g / 50) * 365.0 / 2000) * interval '1 day'
          + (15 + (g / 50) % 9) * interval '1 hour' as starts
      ) s`),
  );
  await step('30,000 opiniones', () =>
    x(sql`insert into ratings (appointment_id, therapist_id, author_id, stars, hidden, created_at)
      select a.id, a.therapist_id, p.user_id,
        case when h < 50 then 5 when h < 80 then 4 when h < 90 then 3 when h < 95 then 2 else 1 end,
        h = 99, a.ends_at + interval '2 hours'
      from (
        select id, therapist_id, patient_id, ends_at, abs(hashtext(id::text)) % 100 as h
        from appointments where status = 'completada' order by id limit 30000
      ) a join patients p on p.id = a.patient_id`),
  );
  await step('20,000 conversaciones y 200,000 mensajes', async () => {
    await x(sql`insert into conversations (user_low, user_high, created_at, last_message_at)
      select least(therapist_id, user_id), greatest(therapist_id, user_id), now(), now()
      from patients`);
    await x(sql`create table bench_c as
      select id, user_low, user_high, (row_number() over (order by id) - 1)::int as n
      from conversations`);
    await x(sql`insert into messages (conversation_id, sender_id, content, created_at)
      select c.id, case when g % 2 = 0 then c.user_low else c.user_high end, 'Mensaje de prueba',
        now() - interval '365 days' + (g * 365.0 / 200000) * interval '1 day'
      from generate_series(0, 199999) g join bench_c c on c.n = g % 20000`);
  });
  await step('40 contenidos y 60,000 vistas y descargas', async () => {
    await x(sql`insert into content_items
        (kind, title, category, audience, published, video_source, video_ref, body)
      select k.kind, 'Contenido ' || g, 'Bienestar', 'ambos', true,
        case when k.kind = 'video' then 'youtube' end,
        case when k.kind = 'video' then 'dQw4w9WgXcQ' end, 'Texto del artículo.'
      from generate_series(1, 40) g
      cross join lateral (select (array['document', 'video', 'article'])[1 + g % 3] as kind) k`);
    await x(sql`insert into content_events (content_kind, content_id, action, created_at)
      select c.kind, c.id, case when g % 4 = 0 then 'download' else 'view' end,
        now() - interval '365 days' + (g * 365.0 / 60000) * interval '1 day'
      from generate_series(0, 59999) g
      join (select id, kind, (row_number() over (order by id) - 1)::int as n from content_items) c
        on c.n = g % 40`);
  });
  await step('vacuum analyze', async () => {
    for (const t of ['bench_t', 'bench_pu', 'bench_p', 'bench_c']) {
      await x(sql.raw(`drop table ${t}`));
    }
    await x(sql`vacuum analyze`);
  });
}

async function time(runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

await withScratchDatabase(PG_URL, 'armonia_bench', async (scratch) => {
  const database = openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await database.migrate();
    const db = database.db;
    console.log('\nDatos (SQL por conjuntos, generate_series):');
    await generate(db);

    const now = new Date();
    const today = localDay(now, ZONE);
    const [t] = (await repo.therapists(db)).slice(7, 8);
    const periods = [
      { name: '30 días', query: {} },
      { name: '30 días, 1 terapeuta', query: { therapistId: t!.id } },
      { name: '365 días', query: { from: shiftYear(today), to: today } },
    ];
    const queries: [string, (w: repo.Window) => Promise<unknown>][] = [
      ['cifras de citas (2 periodos)', (w) => repo.appointmentFigures(db, w)],
      ['pacientes nuevos (2 periodos)', (w) => repo.newPatients(db, w)],
      ['calificación promedio (2 periodos)', (w) => repo.averageRatings(db, w)],
      ['mensajes (2 periodos)', (w) => repo.messageCounts(db, w)],
      ['citas por semana o mes y estado', (w) => repo.appointmentsByBucket(db, w)],
      ['usuarios nuevos por mes y rol', (w) => repo.newUsersByMonth(db, w)],
      ['días y horas con más citas', (w) => repo.busyHours(db, w)],
      ['pacientes nuevos y recurrentes, 90 días', (w) => repo.patientVisits(db, w, 90)],
      ['terapeutas con más citas', (w) => repo.topByAppointments(db, w, 10)],
      ['terapeutas mejor calificados', (w) => repo.topByRating(db, w, 10)],
      ['distribución de calificaciones', (w) => repo.ratingDistribution(db, w)],
      ['vistas y descargas por semana o mes', (w) => repo.contentByBucket(db, w)],
      ['contenidos más vistos', (w) => repo.topContent(db, w, 10)],
      ['actividad del chat', (w) => repo.chatByBucket(db, w)],
    ];
    const service = createAnalyticsService({ db, now: () => now, zone: ZONE });
    const results: { name: string; cells: { p50: number; p99: number }[] }[] = [];
    for (const [name, run] of queries) {
      const cells = [];
      for (const p of periods) {
        const { window } = periodOf(p.query, now, ZONE);
        cells.push(await time(RUNS, () => run(window)));
      }
      results.push({ name, cells });
    }
    const whole = [];
    for (const p of periods) whole.push(await time(RUNS, () => service.dashboard(p.query)));
    results.push({ name: 'tablero completo (todas, en paralelo)', cells: whole });

    const ms = (n: number) => n.toFixed(1);
    console.log(`\nConsultas del tablero en PostgreSQL, ms (p50 / p99, ${RUNS} veces cada una):\n`);
    console.log(`| consulta | ${periods.map((p) => p.name).join(' | ')} |`);
    console.log(`| --- | ${periods.map(() => '---:').join(' | ')} |`);
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.cells.map((c) => `${ms(c.p50)} / ${ms(c.p99)}`).join(' | ')} |`,
      );
    }
    const charts = results.slice(0, -1);
    const worst = Math.max(...charts.flatMap((r) => r.cells.map((c) => c.p99)));
    console.log(
      `\nPeor p99 de una consulta: ${ms(worst)} ms — objetivo (< 100 ms) ${worst < 100 ? 'cumplido' : 'NO cumplido'}.`,
    );
  } finally {
    await database.close();
  }
}).then((ran) => {
  if (!ran) console.log(`No hay PostgreSQL en ${PG_URL}: nada que medir.`);
});

function shiftYear(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 364);
  return d.toISOString().slice(0, 10);
}
