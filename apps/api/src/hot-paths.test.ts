/**
 * The statements the hot routes send: one for the session the first time a token is seen (it is
 * cached afterwards), and one for the data, however many rows the answer holds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENDA_SETTINGS, type AgendaSettings } from '@armonia/shared';
import { appointments } from './core/db/schema.ts';
import { ensurePatientRecord } from './core/patient-records.ts';
import { addDays, isoWeekday, localDay, zonedTimeToUtc } from './core/time.ts';
import { createUser, injectAs, login, statementsDuring, type TestUser } from './testing/helper.ts';
import { appWithUsers } from './testing/test-app.ts';

const { app, therapist, patient } = await appWithUsers({
  therapist: { role: 'Terapeuta', name: 'Alejandra' },
  patient: { role: 'Paciente', name: 'Sofía' },
});

const ZONE = 'America/Monterrey';
const SETTINGS: AgendaSettings = {
  ...DEFAULT_AGENDA_SETTINGS,
  weeklyHours: {
    ...(Object.fromEntries(
      ['1', '2', '3', '4', '5', '6'].map((d) => [d, [{ start: '09:00', end: '19:00' }]]),
    ) as AgendaSettings['weeklyHours']),
    '7': [],
  },
};
const monday = addDays(localDay(new Date(), ZONE), 8 - isoWeekday(localDay(new Date(), ZONE)));

const get = (token: string, url: string) =>
  injectAs(app, token, { method: 'GET', url: `/api/v1${url}` });

/** The route's statements with a fresh session (session + data), then with it cached (data). */
async function statementsOf(user: TestUser, method: 'GET' | 'POST', url: string) {
  const token = await login(app, user.email, user.password);
  const call = async () => {
    const res = await injectAs(app, token, { method, url: `/api/v1${url}` });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const cold = await statementsDuring(app, call);
  const warm = await statementsDuring(app, call);
  return { cold: cold.length, warm: warm.length };
}

/** What every hot route must send: the session and the data cold, the data alone warm. */
async function expectSessionOnceThenOne(user: TestUser, method: 'GET' | 'POST', url: string) {
  expect(await statementsOf(user, method, url)).toEqual({ cold: 2, warm: 1 });
}

beforeAll(async () => {
  const other = await createUser(app, 'Paciente', { name: 'Daniel' });
  const records = [
    await ensurePatientRecord(app.deps.db, therapist.id, patient.id),
    await ensurePatientRecord(app.deps.db, therapist.id, other.id),
  ];
  expect(
    (
      await injectAs(app, therapist.token, {
        method: 'PUT',
        url: '/api/v1/appointments/settings',
        payload: SETTINGS,
      })
    ).statusCode,
  ).toBe(200);
  // Three appointments a day next week, for both patients: enough rows for an N+1 to show.
  const rows = [];
  for (let d = 0; d < 6; d++) {
    for (const hour of [9, 12, 15]) {
      const startsAt = zonedTimeToUtc(addDays(monday, d), hour * 60, ZONE);
      rows.push({
        therapistId: therapist.id,
        patientId: records[(d + hour) % 2]!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        status: 'confirmada' as const,
        modality: 'presencial' as const,
      });
    }
  }
  await app.deps.db.insert(appointments).values(rows);
  for (const message of ['Cita confirmada', 'Cita cancelada', 'Recordatorio de tu cita']) {
    await app.deps.notifier.notify(therapist.id, { message, link: '/agenda' });
  }
  for (const p of [patient, other]) {
    const res = await injectAs(app, p.token, {
      method: 'POST',
      url: '/api/v1/messages/new-message',
      payload: { secondUser: therapist.email, newMessage: `Hola, soy ${p.email}` },
    });
    expect(res.statusCode).toBe(200);
  }
});

describe('hot routes: the session once, then one statement for the data', () => {
  const week = () =>
    new URLSearchParams({
      from: zonedTimeToUtc(monday, 0, ZONE).toISOString(),
      to: zonedTimeToUtc(addDays(monday, 7), 0, ZONE).toISOString(),
      pageSize: '100',
    });

  it('notification count', async () => {
    await expectSessionOnceThenOne(therapist, 'POST', '/user/notification-number');
  });

  it('notification list', async () => {
    const res = await get(therapist.token, '/user/notification-list');
    expect(res.json().data).toHaveLength(3);
    await expectSessionOnceThenOne(therapist, 'GET', '/user/notification-list');
  });

  it('appointments of a week, as the therapist and as the patient', async () => {
    const res = await get(therapist.token, `/appointments?${week()}`);
    expect(res.json().data.items).toHaveLength(18);
    expect(res.json().data.total).toBe(18);
    for (const u of [therapist, patient]) {
      await expectSessionOnceThenOne(u, 'GET', `/appointments?${week()}`);
    }
  });

  it('free slots of a week, as the therapist and as a linked patient', async () => {
    const q = `from=${monday}&to=${addDays(monday, 6)}`;
    const res = await get(therapist.token, `/appointments/free-slots?${q}`);
    expect(res.json().data.length).toBeGreaterThan(0);
    await expectSessionOnceThenOne(therapist, 'GET', `/appointments/free-slots?${q}`);
    await expectSessionOnceThenOne(
      patient,
      'GET',
      `/appointments/free-slots?${q}&therapistId=${therapist.id}`,
    );
  });

  it('chat history', async () => {
    const res = await get(therapist.token, '/messages/get-conversation-history');
    expect(res.json().data).toHaveLength(2);
    await expectSessionOnceThenOne(therapist, 'GET', '/messages/get-conversation-history');
  });
});
