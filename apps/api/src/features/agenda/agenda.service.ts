import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  AGENDA_TEXTS,
  DEFAULT_AGENDA_SETTINGS,
  STATUS_LABELS,
  type AgendaSettings,
  type AgendaSettingsAnswer,
  type Appointment,
  type AppointmentDetail,
  type AppointmentEvent,
  type AppointmentListQuery,
  type BlockedPeriod,
  type BlockedPeriodBody,
  type BookAppointmentBody,
  type BookableTherapist,
  type CreateAppointmentBody,
  type FreeSlotsQuery,
  type RescheduleBody,
  type Slot,
  type WaitlistBody,
  type WaitlistEntry,
} from '@armonia/shared';
import type { AuthUser } from '../../core/auth/plugin.ts';
import { isExclusionViolation, type Db } from '../../core/db/client.ts';
import {
  appointmentHistory,
  appointments,
  blockedPeriods,
  patients,
  waitlistEntries,
} from '../../core/db/schema.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { ensurePatientRecord } from '../../core/patient-records.ts';
import {
  addDays,
  DEFAULT_TIMEZONE,
  localDay,
  longDateTime,
  longDay,
  zonedTimeToUtc,
} from '../../core/time.ts';
import { displayName } from '../../core/users.ts';
import { icsCalendar } from './agenda.ics.ts';
import {
  createAgendaNotices,
  icsEvent,
  patientRecipient,
  therapistRecipient,
} from './agenda.notices.ts';
import {
  capabilities,
  decide,
  relationTo,
  type AppointmentFacts,
  type PatientRules,
  type Relation,
  type Viewer,
} from './agenda.policy.ts';
import * as repo from './agenda.repository.ts';
import {
  freeSlots,
  intervalProblem,
  type Interval,
  type IntervalProblem,
  type SlotRules,
} from './agenda.slots.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const PROBLEM_MESSAGES: Record<IntervalProblem, (s: AgendaSettings) => [number, string]> = {
  past: () => [400, AGENDA_TEXTS.inPast],
  notice: (s) => [400, AGENDA_TEXTS.bookingNotice(s.minBookingNoticeHours)],
  outside: () => [400, AGENDA_TEXTS.outsideAvailability],
  blocked: () => [400, AGENDA_TEXTS.blocked],
  taken: () => [409, AGENDA_TEXTS.slotTaken],
};

function problemError(problem: IntervalProblem, s: AgendaSettings): AppError {
  const [status, message] = PROBLEM_MESSAGES[problem](s);
  return new AppError(status, message, [{ field: 'startsAt', message }]);
}

export interface AgendaServiceDeps {
  db: Db;
  notifier: Notifier;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  now?: () => Date;
}

export type AgendaService = ReturnType<typeof createAgendaService>;

export function createAgendaService(deps: AgendaServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = createAgendaNotices(deps);

  async function therapistOrFail(id: string) {
    const t = await repo.userBasics(db, id);
    if (!t || t.role !== 'Terapeuta' || !t.active) {
      throw AppError.badRequest(AGENDA_TEXTS.unknownTherapist, [
        { field: 'therapistId', message: AGENDA_TEXTS.unknownTherapist },
      ]);
    }
    return t;
  }

  async function rulesFor(
    therapistId: string,
    zone: string,
    window: Interval,
    earliest: Date,
    excludeId?: string,
  ): Promise<{ settings: AgendaSettings; rules: SlotRules }> {
    const settings = await repo.loadSettings(db, therapistId);
    const pad = settings.bufferMinutes * MINUTE;
    const from = new Date(window.start.getTime() - pad);
    const to = new Date(window.end.getTime() + pad);
    const [busy, blocked] = await Promise.all([
      repo.busyBetween(db, therapistId, from, to, excludeId),
      repo.blockedBetween(db, therapistId, window.start, window.end),
    ]);
    return {
      settings,
      rules: {
        zone,
        weeklyHours: settings.weeklyHours,
        bufferMinutes: settings.bufferMinutes,
        earliest,
        busy,
        blocked,
      },
    };
  }

  function patientRules(settings: AgendaSettings, zone: string): PatientRules {
    return {
      cancelNoticeHours: settings.cancelNoticeHours,
      maxReschedules: settings.maxReschedules,
      zone,
    };
  }

  function facts(j: repo.AppointmentJoined): AppointmentFacts {
    return {
      therapistId: j.a.therapistId,
      patientUserId: j.patientUserId,
      status: j.a.status,
      startsAt: j.a.startsAt,
      rescheduleCount: j.a.rescheduleCount,
      rated: j.ratingId !== null,
    };
  }

  function toAppointment(
    j: repo.AppointmentJoined,
    relation: Relation,
    settings: AgendaSettings,
  ): Appointment {
    const a = j.a;
    const { can, policyNote } = capabilities(
      relation,
      facts(j),
      patientRules(settings, j.therapistZone),
      now(),
    );
    const showRating = j.ratingId && (relation === 'patient' || !j.ratingHidden);
    return {
      id: a.id,
      therapistId: a.therapistId,
      therapistName: displayName({ name: j.therapistName, lastName: j.therapistLastName }),
      therapistEmail: j.therapistEmail,
      patientId: a.patientId,
      patientName: displayName({ name: j.patientName, lastName: j.patientLastName }),
      patientEmail: j.patientEmail,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      status: a.status,
      modality: a.modality,
      location: a.location,
      reason: a.reason,
      notes: relation === 'therapist' ? a.notes : '',
      rescheduleCount: a.rescheduleCount,
      createdAt: a.createdAt.toISOString(),
      can,
      policyNote,
      rating: showRating
        ? { id: j.ratingId!, stars: j.ratingStars!, comment: j.ratingComment ?? '' }
        : null,
      hasNote: relation === 'therapist' && j.noteId !== null,
    };
  }

  /** The appointment as the viewer may see it, or 404 (a foreign one does not exist). */
  async function visible(user: Viewer, id: string) {
    const j = await repo.findAppointment(db, id);
    const relation = j ? relationTo(user, facts(j)) : null;
    if (!j || !relation) throw AppError.notFound('La cita no existe.');
    return { j, relation };
  }

  function feedToken(userId: string, version: number): string {
    return createHmac('sha256', deps.secret)
      .update(`calendar-feed:${userId}:${version}`)
      .digest('base64url')
      .slice(0, 32);
  }

  function feedUrl(userId: string, version: number): string {
    return `${deps.publicUrl}/api/v1/calendar-feed/${userId}/${feedToken(userId, version)}.ics`;
  }

  /** A slot freed by a cancellation or a move: the waiting patients hear of it in order. */
  async function offerFreedSlot(j: repo.AppointmentJoined, freed: Interval) {
    if (freed.start <= now()) return;
    const day = localDay(freed.start, j.therapistZone);
    const waiting = await repo.waitingFor(db, j.a.therapistId, day);
    const therapist = displayName({ name: j.therapistName, lastName: j.therapistLastName });
    for (const w of waiting) {
      if (w.patientUserId === j.patientUserId) continue;
      const zoneOf = w.patientZone ?? j.therapistZone;
      const when = longDateTime(freed.start, zoneOf);
      const message = `Se liberó un horario con ${therapist}: ${when}. Quien lo agende primero se lo queda.`;
      const to = {
        userId: w.patientUserId,
        email: w.patientEmail,
        zone: zoneOf,
        link: `/dashboard?agendar=${j.a.therapistId}&fecha=${day}`,
      };
      await notices.ping(to, message);
      await notices.mailOnly(
        to,
        'Se liberó un horario en la agenda',
        `${message}\n\nArmonía Terapias`,
      );
      await db
        .update(waitlistEntries)
        .set({ lastOfferAt: now() })
        .where(eq(waitlistEntries.id, w.id));
    }
  }

  async function insertAppointment(
    values: typeof appointments.$inferInsert,
    actorId: string,
    reason: string,
  ): Promise<string> {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(appointments)
          .values(values)
          .returning({ id: appointments.id });
        await tx.insert(appointmentHistory).values({
          appointmentId: row!.id,
          actorId,
          action: 'creada',
          fromStatus: null,
          toStatus: values.status,
          toStartsAt: values.startsAt,
          reason,
        });
        return row!.id;
      });
    } catch (err) {
      if (isExclusionViolation(err)) throw AppError.conflict(AGENDA_TEXTS.slotTaken);
      throw err;
    }
  }

  return {
    async settings(user: AuthUser): Promise<AgendaSettingsAnswer> {
      const t = await repo.userBasics(db, user.id);
      return {
        ...(await repo.loadSettings(db, user.id)),
        timezone: t?.timezone ?? DEFAULT_TIMEZONE,
      };
    },

    async saveSettings(user: AuthUser, s: AgendaSettings): Promise<AgendaSettingsAnswer> {
      await repo.saveSettings(db, user.id, s);
      return this.settings(user);
    },

    async blocked(user: AuthUser): Promise<BlockedPeriod[]> {
      const rows = await repo.listBlocked(db, user.id, now());
      return rows.map((b) => ({
        id: b.id,
        startsAt: b.startsAt.toISOString(),
        endsAt: b.endsAt.toISOString(),
        reason: b.reason,
      }));
    },

    async addBlocked(user: AuthUser, body: BlockedPeriodBody): Promise<BlockedPeriod> {
      const [b] = await db
        .insert(blockedPeriods)
        .values({
          therapistId: user.id,
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
          reason: body.reason,
        })
        .returning();
      return {
        id: b!.id,
        startsAt: b!.startsAt.toISOString(),
        endsAt: b!.endsAt.toISOString(),
        reason: b!.reason,
      };
    },

    async deleteBlocked(user: AuthUser, id: string) {
      const deleted = await db
        .delete(blockedPeriods)
        .where(and(eq(blockedPeriods.id, id), eq(blockedPeriods.therapistId, user.id)))
        .returning({ id: blockedPeriods.id });
      if (deleted.length === 0) throw AppError.notFound('El periodo no existe.');
      return { id };
    },

    async freeSlots(user: AuthUser, q: FreeSlotsQuery): Promise<Slot[]> {
      const therapistId = user.role === 'Terapeuta' ? user.id : q.therapistId;
      if (
        !therapistId ||
        (user.role === 'Terapeuta' && q.therapistId && q.therapistId !== user.id)
      ) {
        throw AppError.notFound(AGENDA_TEXTS.unknownTherapist);
      }
      if (user.role === 'Paciente' && !(await repo.isLinked(db, therapistId, user.id))) {
        throw AppError.notFound(AGENDA_TEXTS.unknownTherapist);
      }
      const t = await therapistOrFail(therapistId);
      const settings = await repo.loadSettings(db, therapistId);
      const duration =
        user.role === 'Paciente'
          ? settings.sessionMinutes
          : (q.duration ?? settings.sessionMinutes);
      const earliest =
        user.role === 'Paciente'
          ? new Date(now().getTime() + settings.minBookingNoticeHours * HOUR)
          : now();
      const window = {
        start: zonedTimeToUtc(q.from, 0, t.timezone),
        end: zonedTimeToUtc(addDays(q.to, 1), 0, t.timezone),
      };
      if (q.excludeAppointmentId) await visible(user, q.excludeAppointmentId);
      const { rules } = await rulesFor(
        therapistId,
        t.timezone,
        window,
        earliest,
        q.excludeAppointmentId,
      );
      return freeSlots(q.from, q.to, duration, rules).map((s) => ({
        start: s.start.toISOString(),
        end: s.end.toISOString(),
      }));
    },

    async list(user: AuthUser, q: AppointmentListQuery) {
      const { items, total } = await repo.listAppointments(db, user, q, now());
      const settings = await repo.loadSettingsOf(db, [
        ...new Set(items.map((i) => i.a.therapistId)),
      ]);
      const relation: Relation = user.role === 'Terapeuta' ? 'therapist' : 'patient';
      return {
        items: items.map((j) =>
          toAppointment(j, relation, settings.get(j.a.therapistId) ?? DEFAULT_AGENDA_SETTINGS),
        ),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async detail(user: AuthUser, id: string): Promise<AppointmentDetail> {
      const { j, relation } = await visible(user, id);
      const settings = await repo.loadSettings(db, j.a.therapistId);
      const history = await repo.historyOf(db, id);
      return {
        ...toAppointment(j, relation, settings),
        history: history.map(({ h, actorName, actorLastName }) => ({
          at: h.at.toISOString(),
          actorName: actorName
            ? displayName({ name: actorName, lastName: actorLastName ?? '' })
            : '',
          action: h.action,
          fromStatus: (h.fromStatus as Appointment['status'] | null) ?? null,
          toStatus: h.toStatus as Appointment['status'],
          fromStartsAt: h.fromStartsAt?.toISOString() ?? null,
          toStartsAt: h.toStartsAt?.toISOString() ?? null,
          reason: h.reason,
        })),
      };
    },

    async create(user: AuthUser, body: CreateAppointmentBody): Promise<Appointment> {
      const [record] = await db
        .select()
        .from(patients)
        .where(and(eq(patients.id, body.patientId), eq(patients.therapistId, user.id)));
      if (!record) {
        throw AppError.badRequest(AGENDA_TEXTS.unknownPatient, [
          { field: 'patientId', message: AGENDA_TEXTS.unknownPatient },
        ]);
      }
      if (!record.active) throw AppError.badRequest(AGENDA_TEXTS.inactivePatient);
      const t = await therapistOrFail(user.id);
      const start = new Date(body.startsAt);
      const slot = { start, end: new Date(start.getTime() + body.durationMinutes * MINUTE) };
      const { settings, rules } = await rulesFor(user.id, t.timezone, slot, now());
      const problem = intervalProblem(slot, rules, now());
      if (problem) throw problemError(problem, settings);
      const id = await insertAppointment(
        {
          therapistId: user.id,
          patientId: record.id,
          startsAt: slot.start,
          endsAt: slot.end,
          status: 'confirmada',
          modality: body.modality,
          location: body.location,
          reason: body.reason,
          notes: body.notes,
          createdBy: user.id,
        },
        user.id,
        '',
      );
      const j = (await repo.findAppointment(db, id))!;
      const therapist = displayName(user);
      await notices.tell(
        patientRecipient(j),
        j,
        (when) => `${therapist} agendó una cita contigo: ${when}.`,
        'Nueva cita agendada',
      );
      return toAppointment(j, 'therapist', settings);
    },

    async book(user: AuthUser, body: BookAppointmentBody): Promise<Appointment> {
      if (!(await repo.isLinked(db, body.therapistId, user.id))) {
        throw AppError.badRequest(AGENDA_TEXTS.unknownTherapist, [
          { field: 'therapistId', message: AGENDA_TEXTS.unknownTherapist },
        ]);
      }
      const t = await therapistOrFail(body.therapistId);
      const record = await ensurePatientRecord(db, t.id, user.id);
      if (!record.active) throw AppError.badRequest(AGENDA_TEXTS.inactivePatient);
      const settings0 = await repo.loadSettings(db, t.id);
      const start = new Date(body.startsAt);
      const slot = { start, end: new Date(start.getTime() + settings0.sessionMinutes * MINUTE) };
      const earliest = new Date(now().getTime() + settings0.minBookingNoticeHours * HOUR);
      const { settings, rules } = await rulesFor(t.id, t.timezone, slot, earliest);
      const problem = intervalProblem(slot, rules, now());
      if (problem) throw problemError(problem, settings);
      const day = localDay(start, t.timezone);
      const onGrid = freeSlots(day, day, settings.sessionMinutes, rules).some(
        (s) => s.start.getTime() === start.getTime(),
      );
      if (!onGrid) {
        throw AppError.badRequest(AGENDA_TEXTS.notSlot, [
          { field: 'startsAt', message: AGENDA_TEXTS.notSlot },
        ]);
      }
      const status = settings.autoConfirm ? 'confirmada' : 'solicitada';
      const id = await insertAppointment(
        {
          therapistId: t.id,
          patientId: record.id,
          startsAt: slot.start,
          endsAt: slot.end,
          status,
          modality: body.modality,
          location: body.location,
          reason: body.reason,
          createdBy: user.id,
        },
        user.id,
        '',
      );
      await repo.serveWaitlist(db, record.id, t.id, day);
      const j = (await repo.findAppointment(db, id))!;
      const patient = displayName(user);
      await notices.tell(
        therapistRecipient(j),
        j,
        (when) =>
          status === 'confirmada'
            ? `${patient} agendó una cita: ${when}.`
            : `${patient} solicitó una cita: ${when}. Confírmala en tu agenda.`,
        status === 'confirmada' ? 'Nueva cita agendada' : 'Nueva solicitud de cita',
      );
      if (status === 'confirmada') {
        await notices.tell(
          patientRecipient(j),
          j,
          (when) =>
            `Tu cita con ${displayName({ name: t.name, lastName: t.lastName })} quedó confirmada: ${when}.`,
          'Cita confirmada',
        );
      }
      return toAppointment(j, 'patient', settings);
    },

    async reschedule(user: AuthUser, id: string, body: RescheduleBody): Promise<Appointment> {
      const { j, relation } = await visible(user, id);
      const settings0 = await repo.loadSettings(db, j.a.therapistId);
      const verdict = decide(
        relation,
        facts(j),
        'reschedule',
        patientRules(settings0, j.therapistZone),
        now(),
      );
      if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
      const start = new Date(body.startsAt);
      const length = j.a.endsAt.getTime() - j.a.startsAt.getTime();
      const end =
        relation === 'therapist' && body.endsAt
          ? new Date(body.endsAt)
          : new Date(start.getTime() + length);
      const slot = { start, end };
      const earliest =
        relation === 'patient'
          ? new Date(now().getTime() + settings0.minBookingNoticeHours * HOUR)
          : now();
      const { settings, rules } = await rulesFor(
        j.a.therapistId,
        j.therapistZone,
        slot,
        earliest,
        id,
      );
      const problem = intervalProblem(slot, rules, now());
      if (problem) throw problemError(problem, settings);
      if (relation === 'patient') {
        const day = localDay(start, j.therapistZone);
        const onGrid = freeSlots(day, day, Math.round(length / MINUTE), rules).some(
          (s) => s.start.getTime() === start.getTime(),
        );
        if (!onGrid)
          throw AppError.badRequest(AGENDA_TEXTS.notSlot, [
            { field: 'startsAt', message: AGENDA_TEXTS.notSlot },
          ]);
      }
      const old = { start: j.a.startsAt, end: j.a.endsAt };
      try {
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(appointments)
            .set({
              startsAt: start,
              endsAt: end,
              status: verdict.next,
              rescheduleCount: sql`${appointments.rescheduleCount} + 1`,
              reminderSentAt: null,
              updatedAt: now(),
            })
            // The state and count read above must still hold: two moves at once do not both pass.
            .where(
              and(
                eq(appointments.id, id),
                eq(appointments.status, j.a.status),
                eq(appointments.rescheduleCount, j.a.rescheduleCount),
              ),
            )
            .returning({ id: appointments.id });
          if (updated.length === 0)
            throw AppError.conflict('La cita cambió mientras tanto. Vuelve a intentarlo.');
          await tx.insert(appointmentHistory).values({
            appointmentId: id,
            actorId: user.id,
            action: 'reprogramada',
            fromStatus: j.a.status,
            toStatus: verdict.next,
            fromStartsAt: old.start,
            toStartsAt: start,
            reason: body.reason,
          });
        });
      } catch (err) {
        if (isExclusionViolation(err)) throw AppError.conflict(AGENDA_TEXTS.slotTaken);
        throw err;
      }
      const moved = (await repo.findAppointment(db, id))!;
      const actor = displayName(user);
      const to = relation === 'therapist' ? patientRecipient(moved) : therapistRecipient(moved);
      const oldWhen = longDateTime(old.start, to.zone);
      await notices.tell(
        to,
        moved,
        (when) =>
          `${actor} reprogramó la cita del ${oldWhen} al ${when}.${body.reason ? ` Motivo: ${body.reason}` : ''}`,
        'Cita reprogramada',
      );
      await offerFreedSlot(moved, old);
      return toAppointment(moved, relation, settings);
    },

    async changeStatus(
      user: AuthUser,
      id: string,
      event: Exclude<AppointmentEvent, 'reschedule'>,
      reason: string,
    ): Promise<Appointment> {
      const { j, relation } = await visible(user, id);
      const settings = await repo.loadSettings(db, j.a.therapistId);
      const verdict = decide(
        relation,
        facts(j),
        event,
        patientRules(settings, j.therapistZone),
        now(),
      );
      if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(appointments)
          .set({ status: verdict.next, updatedAt: now() })
          .where(and(eq(appointments.id, id), eq(appointments.status, j.a.status)))
          .returning({ id: appointments.id });
        if (updated.length === 0)
          throw AppError.conflict('La cita cambió mientras tanto. Vuelve a intentarlo.');
        await tx.insert(appointmentHistory).values({
          appointmentId: id,
          actorId: user.id,
          action: verdict.next,
          fromStatus: j.a.status,
          toStatus: verdict.next,
          reason,
        });
      });
      const changed = (await repo.findAppointment(db, id))!;
      const actor = displayName(user);
      const label = STATUS_LABELS[verdict.next].toLowerCase();
      if (event === 'cancel') {
        const to =
          relation === 'therapist' ? patientRecipient(changed) : therapistRecipient(changed);
        await notices.tell(
          to,
          changed,
          (when) => `${actor} canceló la cita del ${when}.${reason ? ` Motivo: ${reason}` : ''}`,
          'Cita cancelada',
        );
        await offerFreedSlot(changed, { start: changed.a.startsAt, end: changed.a.endsAt });
      } else if (event === 'confirm') {
        await notices.tell(
          patientRecipient(changed),
          changed,
          (when) => `${actor} confirmó tu cita del ${when}.`,
          'Cita confirmada',
        );
      } else if (event === 'complete') {
        await notices.ping(
          { ...patientRecipient(changed), link: '/ratings' },
          `Tu cita con ${actor} quedó ${label}. Cuéntanos cómo te fue: califícala en Calificación y Opiniones.`,
        );
      }
      return toAppointment(changed, relation, settings);
    },

    async ics(user: AuthUser, id: string): Promise<string> {
      const { j, relation } = await visible(user, id);
      return icsCalendar([icsEvent(j, relation === 'patient')], { name: 'Armonía Terapias' });
    },

    async bookableTherapists(user: AuthUser): Promise<BookableTherapist[]> {
      const rows = await repo.bookableTherapists(db, user.id);
      return rows.map((r) => ({
        id: r.id,
        name: displayName(r),
        email: r.email,
        timezone: r.timezone,
        photoVersion: r.photoVersion,
        sessionMinutes: r.sessionMinutes ?? 60,
      }));
    },

    async feedUrl(user: AuthUser) {
      return { url: feedUrl(user.id, await repo.feedVersion(db, user.id)) };
    },

    async resetFeedUrl(user: AuthUser) {
      return { url: feedUrl(user.id, await repo.bumpFeedVersion(db, user.id)) };
    },

    /** The private feed: the token is the only key, so a wrong one answers like a missing one. */
    async feed(userId: string, token: string): Promise<string> {
      const u = await repo.userBasics(db, userId);
      if (!u || !u.active || (u.role !== 'Terapeuta' && u.role !== 'Paciente')) {
        throw AppError.notFound();
      }
      const expected = Buffer.from(feedToken(userId, await repo.feedVersion(db, userId)));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw AppError.notFound();
      }
      const viewer = { id: u.id, role: u.role };
      const rows = await repo.feedAppointments(
        db,
        viewer,
        new Date(now().getTime() - 90 * 24 * HOUR),
      );
      return icsCalendar(
        rows.map((j) => icsEvent(j, u.role === 'Paciente')),
        { name: `Armonía Terapias: ${displayName(u)}` },
      );
    },

    async waitlist(user: AuthUser): Promise<WaitlistEntry[]> {
      const rows = await repo.listWaitlist(db, user);
      return rows.map((r) => ({
        id: r.w.id,
        therapistId: r.w.therapistId,
        therapistName: displayName({ name: r.therapistName, lastName: r.therapistLastName }),
        patientName: displayName({ name: r.patientName, lastName: r.patientLastName }),
        fromDate: r.w.fromDate,
        toDate: r.w.toDate,
        createdAt: r.w.createdAt.toISOString(),
        position: Number(r.position),
        lastOfferAt: r.w.lastOfferAt?.toISOString() ?? null,
      }));
    },

    async joinWaitlist(user: AuthUser, body: WaitlistBody): Promise<WaitlistEntry> {
      if (!(await repo.isLinked(db, body.therapistId, user.id))) {
        throw AppError.badRequest(AGENDA_TEXTS.unknownTherapist, [
          { field: 'therapistId', message: AGENDA_TEXTS.unknownTherapist },
        ]);
      }
      const t = await therapistOrFail(body.therapistId);
      if (body.fromDate < localDay(now(), t.timezone)) {
        throw AppError.badRequest(AGENDA_TEXTS.waitlistPast, [
          { field: 'fromDate', message: AGENDA_TEXTS.waitlistPast },
        ]);
      }
      const record = await ensurePatientRecord(db, t.id, user.id);
      if (await repo.overlappingWaitlist(db, record.id, t.id, body.fromDate, body.toDate)) {
        throw AppError.conflict(AGENDA_TEXTS.waitlistDuplicate);
      }
      const [row] = await db
        .insert(waitlistEntries)
        .values({
          therapistId: t.id,
          patientId: record.id,
          fromDate: body.fromDate,
          toDate: body.toDate,
        })
        .returning({ id: waitlistEntries.id });
      const entry = (await this.waitlist(user)).find((w) => w.id === row!.id)!;
      await notices.ping(
        { userId: t.id, email: '', zone: t.timezone, link: '/calendar' },
        body.fromDate === body.toDate
          ? `${displayName(user)} se anotó en tu lista de espera para el ${longDay(body.fromDate)}.`
          : `${displayName(user)} se anotó en tu lista de espera del ${longDay(body.fromDate)} al ${longDay(body.toDate)}.`,
      );
      return entry;
    },

    async leaveWaitlist(user: AuthUser, id: string) {
      const mine = (await this.waitlist(user)).find((w) => w.id === id);
      if (!mine) throw AppError.notFound('La entrada no existe.');
      await db
        .update(waitlistEntries)
        .set({ status: 'retirada' })
        .where(eq(waitlistEntries.id, id));
      return { id };
    },
  };
}
