import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AgendaSettings, Appointment, Slot } from '@armonia/shared';
import { appointments, notifications, patients } from '../../core/db/schema.ts';
import { ensurePatientRecord } from '../../core/patient-records.ts';
import { addDays, localDay } from '../../core/time.ts';
import {
  createUser,
  injectAs,
  link,
  mailsTo,
  notificationsOf,
  type TestUser,
} from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';
import { createReminderJob, defaultReminderChannels } from './agenda.reminders.ts';
import { createAgendaNotices } from './agenda.notices.ts';

const { app, therapist, otherTherapist, patient, patient2, stranger, admin } = await appWithUsers({
  therapist: { role: 'Terapeuta', name: 'Alejandra' },
  otherTherapist: { role: 'Terapeuta', name: 'Jorge' },
  patient: { role: 'Paciente', name: 'Sofía' },
  patient2: { role: 'Paciente', name: 'Daniel' },
  stranger: { role: 'Paciente', name: 'Lucía' },
  admin: { role: 'Super-Admin', name: 'Mariana' },
});

let recordId: string;
let record2Id: string;
let strangerRecordId: string;

const ZONE = 'America/Monterrey';
const allDay = (from = '00:00', to = '24:00') => [{ start: from, end: to }];
const SETTINGS: AgendaSettings = {
  weeklyHours: {
    '1': allDay(),
    '2': allDay(),
    '3': allDay(),
    '4': allDay(),
    '5': allDay(),
    '6': allDay(),
    '7': allDay(),
  },
  sessionMinutes: 60,
  bufferMinutes: 0,
  slotIntervalMinutes: 60,
  minBookingNoticeHours: 2,
  cancelNoticeHours: 24,
  maxReschedules: 2,
  autoConfirm: false,
};

const api = (
  u: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  injectAs(app, u?.token, {
    method,
    url: `/api/v1${url}`,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const dayIn = (n: number) => addDays(localDay(new Date(), ZONE), n);

async function slotsOf(u: TestUser, day: string, therapistId?: string): Promise<Slot[]> {
  const q = new URLSearchParams({ from: day, to: day, ...(therapistId ? { therapistId } : {}) });
  const res = await api(u, 'GET', `/appointments/free-slots?${q}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function create(startsAt: string, patientId = recordId, minutes = 60) {
  return api(therapist, 'POST', '/appointments', {
    patientId,
    startsAt,
    durationMinutes: minutes,
    modality: 'presencial',
    location: 'Av. Constitución 100, Monterrey',
    reason: 'Primera consulta',
  });
}

beforeAll(async () => {
  recordId = (await ensurePatientRecord(app.deps.db, therapist.id, patient.id)).id;
  record2Id = (await ensurePatientRecord(app.deps.db, therapist.id, patient2.id)).id;
  strangerRecordId = (await ensurePatientRecord(app.deps.db, otherTherapist.id, stranger.id)).id;
  await link(app, otherTherapist.id, stranger.id);
  expect((await api(therapist, 'PUT', '/appointments/settings', SETTINGS)).statusCode).toBe(200);
});

describe('availability and policies', () => {
  it('a therapist without settings gets the defaults: 24 h notice, 2 reschedules', async () => {
    const res = await api(otherTherapist, 'GET', '/appointments/settings');
    expect(res.json().data).toMatchObject({
      cancelNoticeHours: 24,
      maxReschedules: 2,
      autoConfirm: false,
      slotIntervalMinutes: 30,
      timezone: ZONE,
    });
  });

  it('where sessions start is a setting: every 15, 30 or 60 minutes, and the slots follow it', async () => {
    const day = dayIn(21);
    const save = (over: Partial<AgendaSettings>) =>
      api(otherTherapist, 'PUT', '/appointments/settings', { ...SETTINGS, ...over });
    const bad = await save({ slotIntervalMinutes: 45 as AgendaSettings['slotIntervalMinutes'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'slotIntervalMinutes',
      message: 'Elige cada 15, 30 o 60 minutos.',
    });
    const localStarts = async () =>
      (await slotsOf(otherTherapist, day)).map((s) =>
        new Intl.DateTimeFormat('es-MX', {
          timeZone: ZONE,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(s.start)),
      );
    const open = { ...SETTINGS.weeklyHours };
    for (const d of ['1', '2', '3', '4', '5', '6', '7'] as const) {
      open[d] = [{ start: '09:00', end: '13:00' }];
    }
    expect(
      (await save({ weeklyHours: open, bufferMinutes: 10, slotIntervalMinutes: 30 })).statusCode,
    ).toBe(200);
    expect(await localStarts()).toEqual(['09:00', '10:30', '12:00']);
    expect(
      (await save({ weeklyHours: open, bufferMinutes: 10, slotIntervalMinutes: 15 })).statusCode,
    ).toBe(200);
    expect(
      (await api(otherTherapist, 'GET', '/appointments/settings')).json().data.slotIntervalMinutes,
    ).toBe(15);
    expect(await localStarts()).toEqual(['09:00', '10:15', '11:30']);
  });

  it('overlapping ranges in a day, an end before its start or a 5-minute session are refused in Spanish', async () => {
    const bad = {
      ...SETTINGS,
      weeklyHours: {
        ...SETTINGS.weeklyHours,
        '1': [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
        '2': [{ start: '10:00', end: '09:00' }],
      },
      sessionMinutes: 5,
    };
    const res = await api(therapist, 'PUT', '/appointments/settings', bad);
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Los horarios de un día no pueden encimarse.');
    expect(messages).toContain('La hora de fin debe ser posterior a la de inicio.');
    expect(messages).toContain('La sesión dura al menos 15 minutos.');
  });

  it('blocked periods take their slots away', async () => {
    const day = dayIn(20);
    const before = await slotsOf(therapist, day);
    expect(before).toHaveLength(24);
    const add = await api(therapist, 'POST', '/appointments/blocked-periods', {
      startsAt: before[0]!.start,
      endsAt: before[12]!.start,
      reason: 'Congreso',
    });
    expect(add.statusCode).toBe(201);
    expect(await slotsOf(therapist, day)).toHaveLength(12);
    expect(
      (await api(otherTherapist, 'DELETE', `/appointments/blocked-periods/${add.json().data.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(therapist, 'DELETE', `/appointments/blocked-periods/${add.json().data.id}`))
        .statusCode,
    ).toBe(200);
    expect(await slotsOf(therapist, day)).toHaveLength(24);
  });

  it('a patient sees the slots of a linked therapist only, after the booking notice', async () => {
    const today = await slotsOf(patient, dayIn(0), therapist.id);
    const earliest = Date.now() + 2 * 3_600_000;
    expect(today.every((s) => Date.parse(s.start) >= earliest - 1000)).toBe(true);
    const res = await api(
      stranger,
      'GET',
      `/appointments/free-slots?from=${dayIn(1)}&to=${dayIn(1)}&therapistId=${therapist.id}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('a range longer than 62 days or reversed is bad input', async () => {
    const res = await api(
      therapist,
      'GET',
      `/appointments/free-slots?from=${dayIn(10)}&to=${dayIn(1)}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(
      'La fecha final debe ser igual o posterior a la inicial.',
    );
  });
});

describe('creating appointments', () => {
  it('a therapist creates one: confirmed, in the history, the patient is told live and by mail with an .ics', async () => {
    const [slot] = (await slotsOf(therapist, dayIn(5))).slice(10, 11);
    const res = await create(slot!.start);
    expect(res.statusCode).toBe(201);
    const a: Appointment = res.json().data;
    expect(a).toMatchObject({
      status: 'confirmada',
      patientName: expect.stringContaining('Sofía'),
      rescheduleCount: 0,
    });
    const detail = (await api(therapist, 'GET', `/appointments/${a.id}`)).json().data;
    expect(detail.history).toMatchObject([
      { action: 'creada', toStatus: 'confirmada', actorName: expect.stringContaining('Alejandra') },
    ]);
    const [n] = await notificationsOf(app, patient.id);
    expect(n!.message).toContain('agendó una cita contigo');
    const [mail] = await mailsTo(app, patient.email);
    const ics = (mail!.attachments as { content: string }[])[0]!.content;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${a.id}@armonia-terapias`);
  });

  it('bad input: past, outside hours, end before start, unknown or foreign patient — nothing stored', async () => {
    const count = async () =>
      (await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(appointments))[0]!.n;
    const before = await count();
    const past = await create(new Date(Date.now() - 3_600_000).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('No se puede agendar una cita en el pasado.');

    await api(therapist, 'PUT', '/appointments/settings', {
      ...SETTINGS,
      weeklyHours: {
        ...SETTINGS.weeklyHours,
        '1': allDay('09:00', '14:00'),
        '2': allDay('09:00', '14:00'),
        '3': allDay('09:00', '14:00'),
        '4': allDay('09:00', '14:00'),
        '5': allDay('09:00', '14:00'),
        '6': allDay('09:00', '14:00'),
        '7': allDay('09:00', '14:00'),
      },
    });
    const late = await create(`${dayIn(6)}T21:00:00-06:00`);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('El horario está fuera de la disponibilidad del terapeuta.');
    await api(therapist, 'PUT', '/appointments/settings', SETTINGS);

    const zero = await api(therapist, 'POST', '/appointments', {
      patientId: recordId,
      startsAt: `${dayIn(6)}T10:00:00-06:00`,
      durationMinutes: 0,
      modality: 'presencial',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0].message).toBe('La cita dura al menos 15 minutos.');

    const foreign = await create(`${dayIn(6)}T10:00:00-06:00`, strangerRecordId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('El paciente no existe.');

    const online = await api(therapist, 'POST', '/appointments', {
      patientId: recordId,
      startsAt: `${dayIn(6)}T10:00:00-06:00`,
      durationMinutes: 60,
      modality: 'en_linea',
      location: 'zoom.us/j/1',
    });
    expect(online.statusCode).toBe(400);
    expect(online.json().errors[0].message).toBe(
      'El enlace de la videollamada debe empezar con https://',
    );
    expect(await count()).toBe(before);
  });

  it('20 bookings fired at once at one slot: exactly one succeeds, the others hear it is taken', async () => {
    const start = `${dayIn(7)}T11:00:00-06:00`;
    const results = await Promise.all(Array.from({ length: 20 }, () => create(start)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Ese horario ya no está disponible. Elige otro.');
    }
    const rows = await app.deps.db
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(start)));
    expect(rows).toHaveLength(1);
  });

  it('the database itself refuses an overlap the service did not see', async () => {
    const start = new Date(`${dayIn(8)}T11:00:00-06:00`);
    const row = {
      therapistId: therapist.id,
      patientId: recordId,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      status: 'confirmada' as const,
      modality: 'presencial' as const,
    };
    await app.deps.db.insert(appointments).values(row);
    await expect(
      app.deps.db.insert(appointments).values({
        ...row,
        startsAt: new Date(start.getTime() + 1_800_000),
        endsAt: new Date(start.getTime() + 5_400_000),
      }),
    ).rejects.toThrow();
    // A cancelled appointment holds no time.
    await app.deps.db.insert(appointments).values({ ...row, status: 'cancelada' });
  });
});

describe('patients book, move and cancel within the policy', () => {
  let booked: Appointment;

  it('a linked patient books a free slot: solicitada until the therapist confirms', async () => {
    const slot = (await slotsOf(patient, dayIn(3), therapist.id))[9]!;
    const res = await api(patient, 'POST', '/appointments/book', {
      therapistId: therapist.id,
      startsAt: slot.start,
      modality: 'en_linea',
      location: 'https://meet.example.mx/abc',
      reason: 'Dolor de espalda',
    });
    expect(res.statusCode).toBe(201);
    booked = res.json().data;
    expect(booked.status).toBe('solicitada');
    expect(booked.can).toMatchObject({
      reschedule: true,
      cancel: true,
      confirm: false,
      rate: false,
    });
    const confirm = await api(patient, 'POST', `/appointments/${booked.id}/confirm`, {
      reason: '',
    });
    expect(confirm.statusCode).toBe(403);
    const ok = await api(therapist, 'POST', `/appointments/${booked.id}/confirm`, { reason: '' });
    expect(ok.json().data.status).toBe('confirmada');
  });

  it('a slot that is not one of the free ones, or inside the booking notice, is refused', async () => {
    const refused: [TestUser, string, string][] = [
      [patient, `${dayIn(4)}T10:17:00-06:00`, 'Elige uno de los horarios libres.'],
      [
        patient,
        new Date(Date.now() + 3_600_000).toISOString(),
        'Las citas se agendan con al menos 2 h de anticipación.',
      ],
      [
        stranger,
        `${dayIn(4)}T10:00:00-06:00`,
        'El terapeuta no existe o no está vinculado contigo.',
      ],
    ];
    for (const [who, startsAt, message] of refused) {
      const res = await api(who, 'POST', '/appointments/book', {
        therapistId: therapist.id,
        startsAt,
        modality: 'presencial',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('another patient cannot see or touch it (404), nor can another therapist or the admin', async () => {
    expect((await api(patient2, 'GET', `/appointments/${booked.id}`)).statusCode).toBe(404);
    expect(
      (await api(patient2, 'POST', `/appointments/${booked.id}/cancel`, { reason: '' })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(otherTherapist, 'POST', `/appointments/${booked.id}/reschedule`, {
          startsAt: booked.startsAt,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(admin, 'GET', `/appointments/${booked.id}`)).statusCode).toBe(403);
    expect((await api(undefined, 'GET', `/appointments/${booked.id}`)).statusCode).toBe(401);
  });

  it('the patient moves it twice; the third time is over the cap', async () => {
    for (let i = 0; i < 2; i++) {
      const slot = (await slotsOf(patient, dayIn(4 + i), therapist.id))[12 + i]!;
      const res = await api(patient, 'POST', `/appointments/${booked.id}/reschedule`, {
        startsAt: slot.start,
        reason: 'Trabajo',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'reprogramada', rescheduleCount: i + 1 });
    }
    const slot = (await slotsOf(patient, dayIn(9), therapist.id))[12]!;
    const third = await api(patient, 'POST', `/appointments/${booked.id}/reschedule`, {
      startsAt: slot.start,
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      'Esta cita ya se reprogramó 2 veces, el máximo permitido. Escribe a tu terapeuta.',
    );
    const detail = (await api(patient, 'GET', `/appointments/${booked.id}`)).json().data;
    expect(detail.can.reschedule).toBe(false);
    expect(detail.policyNote).toContain('el máximo permitido');
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'creada',
      'confirmada',
      'reprogramada',
      'reprogramada',
    ]);
    // The therapist is not bound by the patient's cap.
    const byTherapist = await api(therapist, 'POST', `/appointments/${booked.id}/reschedule`, {
      startsAt: slot.start,
      reason: 'Ajuste',
    });
    expect(byTherapist.statusCode).toBe(200);
  });

  it('inside the notice the patient can neither move nor cancel', async () => {
    const start = new Date(Date.now() + 5 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const res = await create(start.toISOString(), record2Id);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const cancel = await api(patient2, 'POST', `/appointments/${id}/cancel`, { reason: '' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'Solo puedes reprogramar o cancelar hasta 24 h antes de la cita. Escribe a tu terapeuta.',
    );
    const row = (await app.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
    expect(row.status).toBe('confirmada');
    // Completed is marked from the appointment's day on, not before.
    const future = await create(`${dayIn(12)}T10:00:00-06:00`, record2Id);
    const early = await api(therapist, 'POST', `/appointments/${future.json().data.id}/complete`, {
      reason: '',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'La cita todavía no llega: se marca el día de la cita o después.',
    );
  });

  it('the patient cancels ahead of time: the therapist is told; a cancelled one cannot be confirmed', async () => {
    const res = await api(patient, 'POST', `/appointments/${booked.id}/cancel`, {
      reason: 'Viaje',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelada');
    const again = await api(therapist, 'POST', `/appointments/${booked.id}/confirm`, {
      reason: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No se puede confirmar una cita en estado «Cancelada».');
    const [n] = await app.deps.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, therapist.id), sql`${notifications.message} like '%canceló%'`),
      );
    expect(n!.message).toContain('Motivo: Viaje');
  });

  it('lists: the patient sees only their own, upcoming soonest first', async () => {
    const res = await api(patient, 'GET', '/appointments?when=upcoming&pageSize=50');
    const items: Appointment[] = res.json().data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((a) => a.patientName.startsWith('Sofía'))).toBe(true);
    expect(items.map((a) => a.startsAt)).toEqual([...items.map((a) => a.startsAt)].sort());
    expect(items.every((a) => a.notes === '')).toBe(true);
  });
});

describe('waitlist', () => {
  it('when a slot frees, the waiting patients are told in the order they joined', async () => {
    const day = dayIn(15);
    const other = await createUser(app, 'Paciente', { name: 'Elena' });
    await ensurePatientRecord(app.deps.db, therapist.id, other.id);
    const join = (u: TestUser) =>
      api(u, 'POST', '/waitlist', {
        therapistId: therapist.id,
        fromDate: day,
        toDate: addDays(day, 2),
      });
    expect((await join(patient2)).statusCode).toBe(201);
    expect((await join(other)).json().data.position).toBe(2);
    expect((await join(patient2)).statusCode).toBe(409);
    const a = await create(`${day}T10:00:00-06:00`);
    await api(therapist, 'POST', `/appointments/${a.json().data.id}/cancel`, {
      reason: 'Imprevisto',
    });
    const offers = await app.deps.db
      .select()
      .from(notifications)
      .where(sql`${notifications.message} like 'Se liberó un horario%'`)
      .orderBy(notifications.createdAt);
    expect(offers.map((o) => o.userId)).toEqual([patient2.id, other.id]);
    // The first to book takes it; the second finds it taken.
    const start = new Date(`${day}T10:00:00-06:00`).toISOString();
    const first = await api(patient2, 'POST', '/appointments/book', {
      therapistId: therapist.id,
      startsAt: start,
      modality: 'presencial',
    });
    expect(first.statusCode).toBe(201);
    const second = await api(other, 'POST', '/appointments/book', {
      therapistId: therapist.id,
      startsAt: start,
      modality: 'presencial',
    });
    expect(second.statusCode).toBe(409);
    const mine = (await api(patient2, 'GET', '/waitlist')).json().data;
    expect(mine).toEqual([]);
  });
});

describe('calendar files and feeds', () => {
  it('the .ics of an appointment and a private feed that a new URL revokes', async () => {
    const a = (await create(`${dayIn(16)}T12:00:00-06:00`)).json().data;
    const ics = await api(patient, 'GET', `/appointments/${a.id}/ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Cita con Alejandra');
    const url = (await api(patient, 'GET', '/appointments/feed-url')).json().data.url as string;
    const path = new URL(url).pathname;
    const feed = await app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:${a.id}@armonia-terapias`);
    expect(
      (await app.inject({ method: 'GET', url: path.replace(/[\w-]{4}\.ics$/, 'AAAA.ics') }))
        .statusCode,
    ).toBe(404);
    await api(patient, 'POST', '/appointments/feed-url/reset');
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('each appointment starting within 24 h is reminded exactly once, even with jobs running at once', async () => {
    const start = new Date(Date.now() + 20 * 3_600_000);
    start.setUTCMinutes(30, 0, 0);
    const res = await create(start.toISOString(), record2Id, 15);
    expect(res.statusCode).toBe(201);
    const job = () =>
      createReminderJob({
        db: app.deps.db,
        channels: defaultReminderChannels(createAgendaNotices(app.deps)),
        log: app.log,
      });
    const due = await app.deps.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        sql`${appointments.status} in ('confirmada', 'reprogramada') and ${appointments.startsAt} between now() and now() + interval '24 hours'`,
      );
    const counts = await Promise.all([job().runOnce(), job().runOnce(), job().runOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(due.length);
    expect(await job().runOnce()).toBe(0);
    const reminders = await app.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, patient2.id),
          sql`${notifications.message} like 'Recordatorio%'`,
        ),
      );
    // patient2 has two appointments within 24 h (this one and the one 5 h ahead): one each.
    expect(reminders).toHaveLength(2);
    const row = (
      await app.deps.db.select().from(appointments).where(eq(appointments.id, res.json().data.id))
    )[0]!;
    expect(row.reminderSentAt).not.toBeNull();
  });
});

describe('role matrix', () => {
  const therapistOnly = { Terapeuta: 200, Paciente: 403, 'Super-Admin': 403 };
  const therapistAndPatient = { Terapeuta: 200, Paciente: 200, 'Super-Admin': 403 };
  const routes: [string, 'GET' | 'POST' | 'PUT', string, Record<string, number>][] = [
    ['settings', 'GET', '/appointments/settings', therapistOnly],
    ['blocked', 'GET', '/appointments/blocked-periods', therapistOnly],
    ['list', 'GET', '/appointments', therapistAndPatient],
    [
      'bookable',
      'GET',
      '/appointments/bookable-therapists',
      { Terapeuta: 403, Paciente: 200, 'Super-Admin': 403 },
    ],
    ['feed', 'GET', '/appointments/feed-url', therapistAndPatient],
    ['waitlist', 'GET', '/waitlist', therapistAndPatient],
    ['create', 'POST', '/appointments', { Paciente: 403, 'Super-Admin': 403 }],
    ['book', 'POST', '/appointments/book', { Terapeuta: 403, 'Super-Admin': 403 }],
  ];
  it.each(routes)(
    '%s answers by role, and 401 without a session',
    async (_n, method, url, expected) => {
      const users: Record<string, TestUser> = {
        Terapeuta: therapist,
        Paciente: patient,
        'Super-Admin': admin,
      };
      for (const [role, status] of Object.entries(expected)) {
        const res = await api(users[role], method, url, method === 'GET' ? undefined : {});
        expect([role, res.statusCode]).toEqual([role, status]);
      }
      expect(
        (await api(undefined, method, url, method === 'GET' ? undefined : {})).statusCode,
      ).toBe(401);
    },
  );

  it('the patient record of another therapist never shows in my lists', async () => {
    const items: Appointment[] = (await api(therapist, 'GET', '/appointments?pageSize=500')).json()
      .data.items;
    expect(items.some((a) => a.patientId === strangerRecordId)).toBe(false);
    const rows = await app.deps.db
      .select()
      .from(patients)
      .where(eq(patients.therapistId, therapist.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
