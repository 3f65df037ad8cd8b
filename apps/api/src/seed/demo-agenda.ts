import { eq } from 'drizzle-orm';
import { DEFAULT_AGENDA_SETTINGS, PRIVACY_NOTICE_VERSION } from '@armonia/shared';
import type { Db } from '../core/db/client.ts';
import {
  agendaSettings,
  appointmentHistory,
  appointments,
  listItems,
  patients,
  ratings,
  sessionNotes,
} from '../core/db/schema.ts';
import { ensurePatientRecord, patientSearchText } from '../core/patient-records.ts';
import { addDays, DEFAULT_TIMEZONE, isoWeekday, localDay, zonedTimeToUtc } from '../core/time.ts';

type Status = (typeof appointments.$inferInsert)['status'];

/** Patients of the demo therapist who have no portal account (records only). */
const RECORD_ONLY = [
  {
    name: 'María José',
    lastName: 'López Garza',
    email: 'mariajose.lopez@correo.mx',
    phone: '+52 81 1122 3344',
    birthDate: '1986-03-14',
    sex: 'femenino',
    occupation: 'Contadora',
    antecedentes: 'Gastritis crónica desde 2019.',
    allergies: 'Ninguna conocida.',
    medication: 'Omeprazol 20 mg en ayunas.',
  },
  {
    name: 'Roberto',
    lastName: 'Treviño Salazar',
    email: '',
    phone: '+52 81 5566 7788',
    birthDate: '1972-11-02',
    sex: 'masculino',
    occupation: 'Comerciante',
    antecedentes: 'Hipertensión controlada.',
    allergies: 'Penicilina.',
    medication: 'Losartán 50 mg.',
  },
  {
    name: 'Ana Paula',
    lastName: 'Guzmán Ríos',
    email: 'anapaula.guzman@correo.mx',
    phone: '+52 81 9988 7766',
    birthDate: '1995-07-21',
    sex: 'femenino',
    occupation: 'Diseñadora',
    antecedentes: '',
    allergies: '',
    medication: '',
  },
];

/** A working weekday `offset` days from today (Sundays move to Monday). */
function workday(offset: number, zone: string): string {
  let day = addDays(localDay(new Date(), zone), offset);
  if (isoWeekday(day) === 7) day = addDays(day, offset < 0 ? -1 : 1);
  return day;
}

/**
 * Appointments, patient records, a signed session note and a rating, so that the agenda,
 * Mis citas, patients and ratings screens have something to show on a fresh demo.
 */
export async function seedDemoAgenda(db: Db, id: (email: string) => string) {
  const zone = DEFAULT_TIMEZONE;
  const therapist = id('terapeuta@demo.mx');
  const therapist2 = id('terapeuta2@demo.mx');
  for (const t of [therapist, therapist2]) {
    await db.insert(agendaSettings).values({ therapistId: t, ...DEFAULT_AGENDA_SETTINGS });
  }
  const sofia = await ensurePatientRecord(db, therapist, id('paciente@demo.mx'));
  const carlos = await ensurePatientRecord(db, therapist, id('paciente2@demo.mx'));
  const lucia = await ensurePatientRecord(db, therapist2, id('paciente3@demo.mx'));
  const records: string[] = [];
  for (const p of RECORD_ONLY) {
    const [row] = await db
      .insert(patients)
      .values({
        therapistId: therapist,
        ...p,
        consentAt: new Date(),
        consentVersion: PRIVACY_NOTICE_VERSION,
        consentBy: therapist,
        searchText: patientSearchText(p),
      })
      .returning({ id: patients.id });
    records.push(row!.id);
  }
  await db
    .update(patients)
    .set({
      antecedentes: 'Migraña frecuente; cirugía de apéndice en 2015.',
      allergies: 'Polen.',
      medication: 'Ninguno.',
      birthDate: '1990-05-09',
      sex: 'femenino',
      occupation: 'Maestra',
    })
    .where(eq(patients.id, sofia.id));

  const at = (offset: number, hour: number, minute = 0) =>
    zonedTimeToUtc(workday(offset, zone), hour * 60 + minute, zone);
  const plan: {
    therapist: string;
    patient: string;
    start: Date;
    status: Status;
    reason: string;
    modality?: 'presencial' | 'en_linea';
  }[] = [
    {
      therapist,
      patient: sofia.id,
      start: at(-21, 10),
      status: 'completada',
      reason: 'Dolor de cabeza recurrente',
    },
    {
      therapist,
      patient: sofia.id,
      start: at(-7, 10),
      status: 'completada',
      reason: 'Seguimiento',
    },
    { therapist, patient: carlos.id, start: at(-5, 12), status: 'no_asistio', reason: 'Insomnio' },
    {
      therapist,
      patient: records[0]!,
      start: at(-3, 16),
      status: 'completada',
      reason: 'Gastritis',
    },
    { therapist, patient: records[1]!, start: at(-2, 9), status: 'cancelada', reason: 'Control' },
    {
      therapist,
      patient: records[0]!,
      start: at(1, 9),
      status: 'confirmada',
      reason: 'Seguimiento de gastritis',
    },
    {
      therapist,
      patient: carlos.id,
      start: at(2, 16),
      status: 'solicitada',
      reason: 'Insomnio',
      modality: 'en_linea',
    },
    {
      therapist,
      patient: sofia.id,
      start: at(3, 10),
      status: 'confirmada',
      reason: 'Seguimiento mensual',
    },
    {
      therapist,
      patient: records[2]!,
      start: at(4, 11),
      status: 'confirmada',
      reason: 'Ansiedad',
      modality: 'en_linea',
    },
    {
      therapist,
      patient: records[1]!,
      start: at(8, 12),
      status: 'reprogramada',
      reason: 'Control de presión',
    },
    {
      therapist: therapist2,
      patient: lucia.id,
      start: at(2, 10),
      status: 'confirmada',
      reason: 'Primera consulta',
    },
  ];
  const ids: string[] = [];
  for (const p of plan) {
    const online = p.modality === 'en_linea';
    const [row] = await db
      .insert(appointments)
      .values({
        therapistId: p.therapist,
        patientId: p.patient,
        startsAt: p.start,
        endsAt: new Date(p.start.getTime() + 60 * 60_000),
        status: p.status,
        modality: p.modality ?? 'presencial',
        location: online
          ? 'https://meet.jit.si/armonia-demo'
          : 'Calzada del Valle 400, San Pedro Garza García, N.L.',
        reason: p.reason,
        rescheduleCount: p.status === 'reprogramada' ? 1 : 0,
        createdBy: p.therapist,
        createdAt: new Date(p.start.getTime() - 10 * 24 * 3_600_000),
      })
      .returning({ id: appointments.id });
    ids.push(row!.id);
    const history: (typeof appointmentHistory.$inferInsert)[] = [
      {
        appointmentId: row!.id,
        actorId: p.therapist,
        action: 'creada',
        toStatus: p.status === 'solicitada' ? 'solicitada' : 'confirmada',
        toStartsAt: p.start,
        at: new Date(p.start.getTime() - 10 * 24 * 3_600_000),
      },
    ];
    if (!['solicitada', 'confirmada'].includes(p.status)) {
      history.push({
        appointmentId: row!.id,
        actorId: p.therapist,
        action: p.status,
        fromStatus: 'confirmada',
        toStatus: p.status,
        at: new Date(Math.min(Date.now(), p.start.getTime() + 3_600_000)),
      });
    }
    await db.insert(appointmentHistory).values(history);
  }

  // A signed note with two pairs for Sofía's first visit, and her opinion of it.
  const pairs = await db
    .select({ id: listItems.id, data: listItems.data })
    .from(listItems)
    .where(eq(listItems.listKey, 'biomagnetism'))
    .limit(2);
  await db.insert(sessionNotes).values({
    appointmentId: ids[0]!,
    authorId: therapist,
    patientId: sofia.id,
    content: {
      reason: 'Dolor de cabeza recurrente',
      findings: 'Tensión cervical; rastreo con dos pares positivos.',
      pairs: pairs.map((p) => ({
        itemId: p.id,
        name: String((p.data as { name?: string }).name ?? ''),
        found: true,
        applied: true,
        minutes: 15,
      })),
      trackingChecked: [],
      flowers: [],
      homeopathy: [],
      recommendations: 'Hidratación y pausas activas.',
      nextVisit: localDay(plan[1]!.start, zone),
    },
    signedAt: new Date(plan[0]!.start.getTime() + 2 * 3_600_000),
  });
  await db.insert(ratings).values({
    appointmentId: ids[0]!,
    therapistId: therapist,
    authorId: id('paciente@demo.mx'),
    stars: 5,
    comment: 'Muy amable y clara al explicar el tratamiento. Me sentí escuchada.',
    createdAt: new Date(plan[0]!.start.getTime() + 24 * 3_600_000),
  });
}
