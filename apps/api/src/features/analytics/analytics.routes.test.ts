import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppointmentStatus } from '@armonia/shared';
import {
  contentEvents,
  contentItems,
  conversations,
  messages,
  patients,
  ratings,
  users,
} from '../../core/db/schema/index.ts';
import { zonedTimeToUtc } from '../../core/time.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  insertAppointmentRow,
  type TestUser,
} from '../../testing/helper.ts';
import { periodsBetween } from './analytics.service.ts';

/**
 * The dashboard against a small data set made by hand, in March 2026 and the 31 days before it
 * (29 January – 28 February), with rows on both sides of each local midnight at the edges: the
 * practice is in America/Monterrey (UTC−6), so 31 March 23:30 is 1 April in UTC and still
 * counts, and 1 April 00:30 does not.
 */
const ZONE = 'America/Monterrey';
const at = (day: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return zonedTimeToUtc(day, h! * 60 + m!, ZONE);
};

let app: FastifyInstance;
let admin: TestUser;
let t1: TestUser;
let t2: TestUser;
let patientUser: TestUser;

async function dashboard(query: string, who: TestUser = admin) {
  const res = await injectAs(app, who.token, {
    method: 'GET',
    url: `/api/v1/analytics/dashboard?${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.deps.db;
  admin = await createUser(app, 'Super-Admin');
  t1 = await createUser(app, 'Terapeuta');
  t2 = await createUser(app, 'Terapeuta');
  patientUser = await createUser(app, 'Paciente');
  const p4User = await createUser(app, 'Paciente');
  await db
    .update(users)
    .set({ name: 'Ana', lastName: 'Garza', createdAt: at('2026-03-10', '09:00') })
    .where(eq(users.id, t1.id));
  await db
    .update(users)
    .set({ name: 'Beto', lastName: 'Treviño', createdAt: at('2026-02-01', '09:00') })
    .where(eq(users.id, t2.id));
  await db
    .update(users)
    .set({ createdAt: at('2026-03-15', '09:00') })
    .where(eq(users.id, patientUser.id));
  await db
    .update(users)
    .set({ createdAt: at('2026-03-31', '23:59') })
    .where(eq(users.id, p4User.id));
  await db
    .update(users)
    .set({ createdAt: at('2026-11-20', '09:00') })
    .where(eq(users.id, admin.id));

  const record = async (therapistId: string, name: string, createdAt: Date, userId?: string) => {
    const [row] = await db
      .insert(patients)
      .values({ therapistId, name, lastName: 'Prueba', createdAt, userId })
      .returning({ id: patients.id });
    return row!.id;
  };
  const p1 = await record(t1.id, 'Uno', at('2026-02-05', '10:00'), patientUser.id);
  const p2 = await record(t1.id, 'Dos', at('2026-03-03', '10:00'));
  const p3 = await record(t1.id, 'Tres', at('2026-02-20', '10:00'));
  const p4 = await record(t2.id, 'Cuatro', at('2026-03-01', '00:10'), p4User.id);
  await record(t2.id, 'Cinco', at('2026-02-28', '23:50'));

  const appt = async (
    therapistId: string,
    patientId: string,
    start: Date,
    status: AppointmentStatus,
  ) =>
    (
      await insertAppointmentRow(app, {
        therapistId,
        patientId,
        startsAt: start,
        minutes: 30,
        status,
      })
    ).id;
  const a1 = await appt(t1.id, p1, at('2026-03-02', '10:00'), 'completada');
  const a2 = await appt(t1.id, p1, at('2026-03-09', '10:00'), 'completada');
  const a3 = await appt(t1.id, p2, at('2026-03-03', '11:00'), 'completada');
  await appt(t1.id, p2, at('2026-03-20', '11:00'), 'completada');
  await appt(t1.id, p3, at('2026-03-04', '09:00'), 'no_asistio');
  await appt(t1.id, p3, at('2026-03-05', '09:00'), 'cancelada');
  const a7 = await appt(t2.id, p4, at('2026-03-02', '10:00'), 'completada');
  await appt(t2.id, p4, at('2026-03-31', '23:30'), 'confirmada');
  await appt(t2.id, p4, at('2026-04-01', '00:30'), 'solicitada');
  await appt(t1.id, p3, at('2026-02-28', '23:30'), 'completada');
  const a11 = await appt(t1.id, p1, at('2026-02-10', '10:00'), 'completada');
  await appt(t1.id, p1, at('2026-02-17', '10:00'), 'cancelada');
  await appt(t2.id, p4, at('2026-01-28', '10:00'), 'cancelada');

  const rate = (
    appointmentId: string,
    therapistId: string,
    stars: number,
    createdAt: Date,
    hidden = false,
  ) =>
    db
      .insert(ratings)
      .values({ appointmentId, therapistId, authorId: patientUser.id, stars, createdAt, hidden });
  await rate(a1, t1.id, 5, at('2026-03-02', '12:00'));
  await rate(a3, t1.id, 4, at('2026-03-03', '13:00'));
  await rate(a7, t2.id, 3, at('2026-03-02', '12:00'));
  await rate(a2, t1.id, 1, at('2026-03-09', '12:00'), true);
  await rate(a11, t1.id, 2, at('2026-02-10', '12:00'));

  const pair = (a: string, b: string) =>
    a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
  const [c1] = await db.insert(conversations).values(pair(t1.id, patientUser.id)).returning();
  const [c2] = await db.insert(conversations).values(pair(t2.id, p4User.id)).returning();
  const say = (conversationId: string, senderId: string, createdAt: Date) =>
    db.insert(messages).values({ conversationId, senderId, content: 'Hola', createdAt });
  await say(c1!.id, t1.id, at('2026-03-02', '09:00'));
  await say(c1!.id, patientUser.id, at('2026-03-02', '09:05'));
  await say(c1!.id, patientUser.id, at('2026-03-10', '09:00'));
  await say(c1!.id, t1.id, at('2026-02-15', '09:00'));
  await say(c2!.id, t2.id, at('2026-03-31', '23:00'));
  await say(c2!.id, p4User.id, at('2026-04-01', '00:10'));

  const [item] = await db
    .insert(contentItems)
    .values({
      kind: 'document',
      title: 'Guía de respiración',
      category: 'Bienestar',
      audience: 'ambos',
    })
    .returning({ id: contentItems.id });
  const event = (action: 'view' | 'download', createdAt: Date) =>
    db
      .insert(contentEvents)
      .values({ contentKind: 'document', contentId: item!.id, action, createdAt });
  await event('view', at('2026-03-02', '10:00'));
  await event('view', at('2026-03-03', '10:00'));
  await event('download', at('2026-03-10', '10:00'));
  await event('view', at('2026-02-20', '10:00'));
});
afterAll(() => app.close());

const MARCH = 'from=2026-03-01&to=2026-03-31';
describe('analytics dashboard: figures', () => {
  it('gives each key figure of March and of the 31 days before it', async () => {
    const data = await dashboard(MARCH);
    expect(data.range).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      previousFrom: '2026-01-29',
      previousTo: '2026-02-28',
      bucket: 'week',
      timezone: ZONE,
    });
    expect(data.therapist).toBeNull();
    expect(data.figures).toEqual([
      { key: 'appointments', current: 8, previous: 3 },
      { key: 'completed', current: 5, previous: 2 },
      { key: 'cancellationRate', current: 1 / 8, previous: 1 / 3 },
      { key: 'noShowRate', current: 1 / 6, previous: 0 },
      { key: 'newPatients', current: 2, previous: 3 },
      { key: 'activeTherapists', current: 2, previous: 1 },
      { key: 'averageRating', current: 4, previous: 2 },
      { key: 'messages', current: 4, previous: 1 },
    ]);
  });

  it('with a therapist, counts only theirs (rates without appointments are null)', async () => {
    const data = await dashboard(`${MARCH}&therapistId=${t2.id}`);
    expect(data.therapist).toEqual({ id: t2.id, name: 'Beto Treviño' });
    expect(data.figures).toEqual([
      { key: 'appointments', current: 2, previous: 0 },
      { key: 'completed', current: 1, previous: 0 },
      { key: 'cancellationRate', current: 0, previous: null },
      { key: 'noShowRate', current: 0, previous: null },
      { key: 'newPatients', current: 1, previous: 1 },
      { key: 'activeTherapists', current: 1, previous: 0 },
      { key: 'averageRating', current: 3, previous: null },
      { key: 'messages', current: 1, previous: 0 },
    ]);
    expect(data.topByAppointments).toEqual([
      { therapistId: t2.id, name: 'Beto Treviño', appointments: 2 },
    ]);
  });
});

describe('analytics dashboard: series', () => {
  it('appointments by week and state, and the rates of each week', async () => {
    const data = await dashboard(MARCH);
    const zero = {
      solicitada: 0,
      confirmada: 0,
      reprogramada: 0,
      cancelada: 0,
      completada: 0,
      no_asistio: 0,
    };
    expect(data.appointmentsByStatus).toEqual([
      { period: '2026-02-23', ...zero },
      { period: '2026-03-02', ...zero, completada: 3, no_asistio: 1, cancelada: 1 },
      { period: '2026-03-09', ...zero, completada: 1 },
      { period: '2026-03-16', ...zero, completada: 1 },
      { period: '2026-03-23', ...zero },
      { period: '2026-03-30', ...zero, confirmada: 1 },
    ]);
    expect(data.rates).toEqual([
      { period: '2026-02-23', cancellationRate: null, noShowRate: null },
      { period: '2026-03-02', cancellationRate: 0.2, noShowRate: 0.25 },
      { period: '2026-03-09', cancellationRate: 0, noShowRate: 0 },
      { period: '2026-03-16', cancellationRate: 0, noShowRate: 0 },
      { period: '2026-03-23', cancellationRate: null, noShowRate: null },
      { period: '2026-03-30', cancellationRate: 0, noShowRate: null },
    ]);
  });

  it('new accounts by month and role', async () => {
    const data = await dashboard(MARCH);
    expect(data.newUsers).toEqual([
      { month: '2026-03', Terapeuta: 1, Paciente: 2, 'Super-Admin': 0 },
    ]);
  });

  it('busiest weekdays and hours, in the practice’s zone, without cancelled appointments', async () => {
    const data = await dashboard(MARCH);
    expect(data.heatmap).toEqual([
      { weekday: 1, hour: 10, count: 3 },
      { weekday: 2, hour: 11, count: 1 },
      { weekday: 2, hour: 23, count: 1 },
      { weekday: 3, hour: 9, count: 1 },
      { weekday: 5, hour: 11, count: 1 },
    ]);
  });

  it('new and returning patients, and who came back within 90 days', async () => {
    const data = await dashboard(MARCH);
    expect(data.patientsByMonth).toEqual([{ month: '2026-03', new: 2, returning: 1 }]);
    expect(data.returning).toEqual({ firstVisits: 2, cameBack: 1 });
  });

  it('top therapists by appointments and by rating, and the rating distribution', async () => {
    const data = await dashboard(MARCH);
    expect(data.topByAppointments).toEqual([
      { therapistId: t1.id, name: 'Ana Garza', appointments: 5 },
      { therapistId: t2.id, name: 'Beto Treviño', appointments: 2 },
    ]);
    expect(data.topByRating).toEqual([
      { therapistId: t1.id, name: 'Ana Garza', average: 4.5, ratings: 2 },
      { therapistId: t2.id, name: 'Beto Treviño', average: 3, ratings: 1 },
    ]);
    expect(data.ratingDistribution).toEqual([
      { stars: 1, count: 0 },
      { stars: 2, count: 0 },
      { stars: 3, count: 1 },
      { stars: 4, count: 1 },
      { stars: 5, count: 1 },
    ]);
  });

  it('content views and downloads, and chat activity by week', async () => {
    const data = await dashboard(MARCH);
    expect(
      data.content.filter((c: { views: number; downloads: number }) => c.views || c.downloads),
    ).toEqual([
      { period: '2026-03-02', views: 2, downloads: 0 },
      { period: '2026-03-09', views: 0, downloads: 1 },
    ]);
    expect(data.content).toHaveLength(6);
    expect(data.topContent).toEqual([
      {
        contentId: expect.any(String),
        title: 'Guía de respiración',
        kind: 'document',
        views: 2,
        downloads: 1,
      },
    ]);
    expect(data.chat.filter((c: { conversations: number }) => c.conversations)).toEqual([
      { period: '2026-03-02', fromTherapists: 1, fromPatients: 1, conversations: 1 },
      { period: '2026-03-09', fromTherapists: 0, fromPatients: 1, conversations: 1 },
      { period: '2026-03-30', fromTherapists: 1, fromPatients: 0, conversations: 1 },
    ]);
  });

  it('a range longer than 92 days goes by month', async () => {
    const data = await dashboard('from=2026-01-01&to=2026-12-31');
    expect(data.range.bucket).toBe('month');
    expect(data.appointmentsByStatus).toHaveLength(12);
    const feb = data.appointmentsByStatus.find((p: { period: string }) => p.period === '2026-02');
    expect(feb).toMatchObject({ completada: 2, cancelada: 1 });
    const apr = data.appointmentsByStatus.find((p: { period: string }) => p.period === '2026-04');
    expect(apr).toMatchObject({ solicitada: 1 });
    expect(data.figures[0]).toEqual({ key: 'appointments', current: 13, previous: 0 });
  });

  it('without dates, answers the last 30 days', async () => {
    const data = await dashboard('');
    const { from, to } = data.range;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('lists weeks from the Monday of the first day and months from its month', () => {
    expect(periodsBetween('2026-03-01', '2026-03-10', 'week')).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(periodsBetween('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('analytics: bad input answers a Spanish 400', () => {
  const cases: [string, string][] = [
    ['a range that ends before it starts', 'from=2026-03-10&to=2026-03-01'],
    ['a range of more than five years', 'from=2020-01-01&to=2025-01-01'],
    ['only one end', 'from=2026-03-01'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-01'],
    ['a date in another format', 'from=01/03/2026&to=2026-03-31'],
    ['a repeated parameter (wrong type)', 'from=2026-03-01&from=2026-03-02&to=2026-03-31'],
    ['a therapist id that is not an id', `${MARCH}&therapistId=abc`],
    ['a NUL character', `from=2026-03-01%00&to=2026-03-31`],
    ['a NUL in the therapist', `${MARCH}&therapistId=%00`],
    ['a lone surrogate', `from=%ED%A0%80&to=2026-03-31`],
    ['a huge string', `from=${'9'.repeat(100_000)}&to=2026-03-31`],
    ['a huge therapist', `${MARCH}&therapistId=${'a'.repeat(100_000)}`],
  ];
  for (const [name, query] of cases) {
    it(name, async () => {
      const res = await injectAs(app, admin.token, {
        method: 'GET',
        url: `/api/v1/analytics/dashboard?${query}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status).toBe('error');
      expect(res.json().message).toMatch(/[a-záéíóúñ]{3}/i);
      expect(res.body).not.toMatch(/Invalid|Expected|Required/);
    });
  }

  it('a therapist that does not exist, or an account that is not a therapist', async () => {
    for (const id of ['6f1d2c3b-4a5e-4f60-8a7b-9c8d7e6f5a4b', patientUser.id]) {
      const res = await injectAs(app, admin.token, {
        method: 'GET',
        url: `/api/v1/analytics/dashboard?${MARCH}&therapistId=${id}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El terapeuta elegido no existe.');
    }
  });

  it('five years exactly is accepted', async () => {
    await dashboard('from=2021-04-01&to=2026-03-31');
  });
});

describe('analytics: therapists for the filter', () => {
  it('lists every therapist by last name', async () => {
    const res = await injectAs(app, admin.token, {
      method: 'GET',
      url: '/api/v1/analytics/therapists',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: t1.id, name: 'Ana Garza', active: true },
      { id: t2.id, name: 'Beto Treviño', active: true },
    ]);
  });
});
