import {
  AGENDA_NOTICES,
  AGENDA_TEXTS,
  DEFAULT_AGENDA_SETTINGS,
  DIRECTORY_TEXTS,
  PRIVACY_NOTICE_VERSION,
  decide,
  patientRulesOf,
  STATUS_LABELS,
  type Actor,
  type Appointment,
  type AppointmentDetail,
  type AppointmentEvent,
  type AppointmentListQuery,
  type BookAppointmentBody,
  type BookableTherapist,
  type CreateAppointmentBody,
  type RescheduleBody,
} from '@armonia/shared';
import type { AuthUser } from '../../core/auth/plugin.ts';
import { isExclusionViolation, type Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { ensurePatientRecord } from '../../core/patient-records.ts';
import { localDay, longDateTime } from '../../core/time.ts';
import { displayName } from '../../core/users.ts';
import {
  activeTherapist,
  bookableTherapist,
  factsOf,
  visibleAppointment,
} from './agenda.lookups.ts';
import {
  patientRecipient,
  therapistNameOf,
  therapistRecipient,
  type AgendaNotices,
} from './agenda.notices.ts';
import { toAppointment, toHistory } from './appointment-answer.ts';
import * as repo from './appointments.repository.ts';
import * as availability from './availability.repository.ts';
import { checkOnGrid, checkSlot, HOUR, MINUTE, slotRules } from './availability.service.ts';
import { bookableTherapists, directoryFactsOf, patientRecordOf } from './parties.repository.ts';
import type { WaitlistService } from './waitlist.service.ts';
import { serveWaitlist } from './waitlist.repository.ts';

/** The database refuses overlapping appointments; a race lost there is the same "taken". */
async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isExclusionViolation(err)) throw AppError.conflict(AGENDA_TEXTS.slotTaken);
    throw err;
  }
}

/** In person without a place named: the therapist's office, when they have one. */
function placeOf(body: { modality: string; location: string }, office: string): string {
  return body.location || (body.modality === 'presencial' ? office : '');
}

/** An appointment's life: created or booked, listed, moved, confirmed, cancelled, completed. */
export function createAppointmentsService(deps: {
  db: Db;
  notices: AgendaNotices;
  waitlist: Pick<WaitlistService, 'offerFreedSlot'>;
  now: () => Date;
}) {
  const { db, notices, now } = deps;

  async function reread(id: string) {
    return (await repo.findAppointment(db, id))!;
  }

  return {
    async list(actor: Actor, q: AppointmentListQuery) {
      const { items, total } = await repo.listAppointments(db, actor, q, now());
      const relation = actor.role === 'Terapeuta' ? 'therapist' : 'patient';
      return {
        items: items.map((row) =>
          toAppointment(row, relation, availability.settingsOf(row.settings), now()),
        ),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async detail(actor: Actor, id: string): Promise<AppointmentDetail> {
      const { row, relation } = await visibleAppointment(db, actor, id);
      const settings = await availability.loadSettings(db, row.appointment.therapistId);
      const history = await repo.historyOf(db, id);
      return { ...toAppointment(row, relation, settings, now()), history: toHistory(history) };
    },

    async create(user: AuthUser, body: CreateAppointmentBody): Promise<Appointment> {
      const record = await patientRecordOf(db, body.patientId, user.id);
      if (!record) {
        throw AppError.badField('patientId', AGENDA_TEXTS.unknownPatient);
      }
      if (!record.active) throw AppError.badRequest(AGENDA_TEXTS.inactivePatient);
      const t = await activeTherapist(db, user.id);
      const start = new Date(body.startsAt);
      const slot = { start, end: new Date(start.getTime() + body.durationMinutes * MINUTE) };
      const { settings, rules } = await slotRules(db, user.id, t.timezone, slot, now());
      checkSlot(slot, rules, settings, now());
      const office = (await directoryFactsOf(db, user.id))?.officeAddress ?? '';
      const id = await unlessTaken(() =>
        repo.insertAppointment(
          db,
          {
            therapistId: user.id,
            patientId: record.id,
            startsAt: slot.start,
            endsAt: slot.end,
            status: 'confirmada',
            modality: body.modality,
            location: placeOf(body, office),
            reason: body.reason,
            notes: body.notes,
            createdBy: user.id,
          },
          user.id,
        ),
      );
      const row = await reread(id);
      const therapist = displayName(user);
      await notices.tell(
        patientRecipient(row),
        row,
        (when) => AGENDA_NOTICES.createdByTherapist(therapist, when),
        AGENDA_NOTICES.subjects.created,
      );
      return toAppointment(row, 'therapist', settings, now());
    },

    /**
     * A patient books a free slot of a linked therapist, or of one found in the directory: then
     * the first booking also links them (see `insertFirstBooking`), once, with their consent.
     */
    async book(
      user: AuthUser,
      body: BookAppointmentBody,
      meta: { ip?: string } = {},
    ): Promise<Appointment> {
      const {
        therapist: t,
        firstBooking,
        officeAddress,
      } = await bookableTherapist(db, user, body.therapistId);
      if (firstBooking && body.consent !== true) {
        throw AppError.badField('consent', DIRECTORY_TEXTS.consentRequired);
      }
      const linkedRecord = firstBooking ? undefined : await ensurePatientRecord(db, t.id, user.id);
      if (linkedRecord && !linkedRecord.active) {
        throw AppError.badRequest(AGENDA_TEXTS.inactivePatient);
      }
      const current = await availability.loadSettings(db, t.id);
      const start = new Date(body.startsAt);
      const slot = { start, end: new Date(start.getTime() + current.sessionMinutes * MINUTE) };
      const earliest = new Date(now().getTime() + current.minBookingNoticeHours * HOUR);
      const { settings, rules } = await slotRules(db, t.id, t.timezone, slot, earliest);
      checkSlot(slot, rules, settings, now());
      checkOnGrid(start, settings.sessionMinutes, rules);
      const status = settings.autoConfirm ? 'confirmada' : 'solicitada';
      const values = {
        therapistId: t.id,
        startsAt: slot.start,
        endsAt: slot.end,
        status,
        modality: body.modality,
        location: placeOf(body, officeAddress),
        reason: body.reason,
        createdBy: user.id,
      } as const;
      const { id, recordId } = await unlessTaken(async () => {
        if (linkedRecord) {
          const inserted = await repo.insertAppointment(
            db,
            { ...values, patientId: linkedRecord.id },
            user.id,
          );
          return { id: inserted, recordId: linkedRecord.id };
        }
        return repo.insertFirstBooking(
          db,
          values,
          {
            therapistId: t.id,
            userId: user.id,
            consentVersion: PRIVACY_NOTICE_VERSION,
            ip: meta.ip,
          },
          (record) => {
            if (!record.active) throw AppError.badRequest(AGENDA_TEXTS.inactivePatient);
          },
        );
      });
      await serveWaitlist(db, recordId, t.id, localDay(start, t.timezone));
      const row = await reread(id);
      const patient = displayName(user);
      const confirmed = status === 'confirmada';
      const fromDirectory = firstBooking ? ` ${AGENDA_NOTICES.fromDirectory}` : '';
      await notices.tell(
        therapistRecipient(row),
        row,
        (when) =>
          (confirmed
            ? AGENDA_NOTICES.bookedConfirmed(patient, when)
            : AGENDA_NOTICES.bookedRequested(patient, when)) + fromDirectory,
        confirmed ? AGENDA_NOTICES.subjects.created : AGENDA_NOTICES.subjects.requested,
      );
      if (confirmed) {
        await notices.tell(
          patientRecipient(row),
          row,
          (when) => AGENDA_NOTICES.bookingConfirmed(therapistNameOf(row), when),
          AGENDA_NOTICES.subjects.confirmed,
        );
      }
      return toAppointment(row, 'patient', settings, now());
    },

    async reschedule(user: AuthUser, id: string, body: RescheduleBody): Promise<Appointment> {
      const { row, relation } = await visibleAppointment(db, user, id);
      const a = row.appointment;
      const current = await availability.loadSettings(db, a.therapistId);
      const verdict = enforce(
        decide(
          relation,
          factsOf(row),
          'reschedule',
          patientRulesOf(current, row.therapistZone),
          now(),
        ),
      );
      const start = new Date(body.startsAt);
      const length = a.endsAt.getTime() - a.startsAt.getTime();
      const end =
        relation === 'therapist' && body.endsAt
          ? new Date(body.endsAt)
          : new Date(start.getTime() + length);
      const slot = { start, end };
      const earliest =
        relation === 'patient'
          ? new Date(now().getTime() + current.minBookingNoticeHours * HOUR)
          : now();
      const { settings, rules } = await slotRules(
        db,
        a.therapistId,
        row.therapistZone,
        slot,
        earliest,
        id,
      );
      checkSlot(slot, rules, settings, now());
      if (relation === 'patient') checkOnGrid(start, Math.round(length / MINUTE), rules);
      const moved = await unlessTaken(() =>
        repo.moveAppointment(db, id, a, {
          startsAt: start,
          endsAt: end,
          next: verdict.next,
          fromStartsAt: a.startsAt,
          actorId: user.id,
          reason: body.reason,
          at: now(),
        }),
      );
      if (!moved) throw AppError.conflict(AGENDA_TEXTS.changedMeanwhile);
      const after = await reread(id);
      const actor = displayName(user);
      const to = relation === 'therapist' ? patientRecipient(after) : therapistRecipient(after);
      const oldWhen = longDateTime(a.startsAt, to.zone);
      await notices.tell(
        to,
        after,
        (when) => AGENDA_NOTICES.rescheduled(actor, oldWhen, when, body.reason),
        AGENDA_NOTICES.subjects.rescheduled,
      );
      await deps.waitlist.offerFreedSlot(after, { start: a.startsAt, end: a.endsAt });
      return toAppointment(after, relation, settings, now());
    },

    async changeStatus(
      user: AuthUser,
      id: string,
      event: Exclude<AppointmentEvent, 'reschedule'>,
      reason: string,
    ): Promise<Appointment> {
      const { row, relation } = await visibleAppointment(db, user, id);
      const settings = await availability.loadSettings(db, row.appointment.therapistId);
      const verdict = enforce(
        decide(relation, factsOf(row), event, patientRulesOf(settings, row.therapistZone), now()),
      );
      const changed = await repo.changeStatus(db, id, row.appointment.status, {
        next: verdict.next,
        actorId: user.id,
        reason,
        at: now(),
      });
      if (!changed) throw AppError.conflict(AGENDA_TEXTS.changedMeanwhile);
      const after = await reread(id);
      const actor = displayName(user);
      if (event === 'cancel') {
        const to = relation === 'therapist' ? patientRecipient(after) : therapistRecipient(after);
        await notices.tell(
          to,
          after,
          (when) => AGENDA_NOTICES.cancelled(actor, when, reason),
          AGENDA_NOTICES.subjects.cancelled,
        );
        await deps.waitlist.offerFreedSlot(after, {
          start: after.appointment.startsAt,
          end: after.appointment.endsAt,
        });
      } else if (event === 'confirm') {
        await notices.tell(
          patientRecipient(after),
          after,
          (when) => AGENDA_NOTICES.confirmed(actor, when),
          AGENDA_NOTICES.subjects.confirmed,
        );
      } else if (event === 'complete') {
        await notices.ping(
          { ...patientRecipient(after), link: '/ratings' },
          AGENDA_NOTICES.completed(actor, STATUS_LABELS[verdict.next].toLowerCase()),
        );
      }
      return toAppointment(after, relation, settings, now());
    },

    async bookableTherapists(actor: Actor): Promise<BookableTherapist[]> {
      const rows = await bookableTherapists(db, actor.id);
      return rows.map((r) => ({
        id: r.id,
        name: displayName(r),
        email: r.email,
        timezone: r.timezone,
        photoVersion: r.photoVersion,
        sessionMinutes: r.sessionMinutes ?? DEFAULT_AGENDA_SETTINGS.sessionMinutes,
        cancelNoticeHours: r.cancelNoticeHours ?? DEFAULT_AGENDA_SETTINGS.cancelNoticeHours,
        officeAddress: r.officeAddress ?? '',
      }));
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
