import {
  AGENDA_NOTICES,
  AGENDA_TEXTS,
  type Actor,
  type WaitlistBody,
  type WaitlistEntry,
} from '@armonia/shared';
import type { AuthUser } from '../../core/auth/plugin.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { ensurePatientRecord } from '../../core/patient-records.ts';
import { localDay, longDateTime, longDay } from '../../core/time.ts';
import { displayName } from '../../core/users.ts';
import { therapistNameOf, type AgendaNotices } from './agenda.notices.ts';
import { linkedTherapist } from './agenda.lookups.ts';
import type { Interval } from './agenda.slots.ts';
import type { AppointmentWithParties } from './appointments.repository.ts';
import * as repo from './waitlist.repository.ts';

/** Patients waiting for a freed time with a therapist, offered it in the order they joined. */
export function createWaitlistService(deps: { db: Db; notices: AgendaNotices; now: () => Date }) {
  const { db, notices, now } = deps;

  async function list(actor: Actor): Promise<WaitlistEntry[]> {
    const rows = await repo.listWaitlist(db, actor);
    return rows.map(({ entry, ...r }) => ({
      id: entry.id,
      therapistId: entry.therapistId,
      therapistName: displayName({ name: r.therapistName, lastName: r.therapistLastName }),
      patientName: displayName({ name: r.patientName, lastName: r.patientLastName }),
      fromDate: entry.fromDate,
      toDate: entry.toDate,
      createdAt: entry.createdAt.toISOString(),
      position: Number(r.position),
      lastOfferAt: entry.lastOfferAt?.toISOString() ?? null,
    }));
  }

  return {
    list,

    async join(user: AuthUser, body: WaitlistBody): Promise<WaitlistEntry> {
      const t = await linkedTherapist(db, body.therapistId, user.id);
      if (body.fromDate < localDay(now(), t.timezone)) {
        throw AppError.badField('fromDate', AGENDA_TEXTS.waitlistPast);
      }
      const record = await ensurePatientRecord(db, t.id, user.id);
      if (await repo.overlappingWaitlist(db, record.id, t.id, body.fromDate, body.toDate)) {
        throw AppError.conflict(AGENDA_TEXTS.waitlistDuplicate);
      }
      const id = await repo.insertEntry(db, {
        therapistId: t.id,
        patientId: record.id,
        fromDate: body.fromDate,
        toDate: body.toDate,
      });
      const entry = (await list(user)).find((w) => w.id === id)!;
      await notices.ping(
        { userId: t.id, email: '', zone: t.timezone, link: '/calendar' },
        body.fromDate === body.toDate
          ? AGENDA_NOTICES.waitlistJoinedDay(displayName(user), longDay(body.fromDate))
          : AGENDA_NOTICES.waitlistJoinedRange(
              displayName(user),
              longDay(body.fromDate),
              longDay(body.toDate),
            ),
      );
      return entry;
    },

    async leave(actor: Actor, id: string) {
      const mine = (await list(actor)).find((w) => w.id === id);
      if (!mine) throw AppError.notFound(AGENDA_TEXTS.waitlistEntryMissing);
      await repo.withdraw(db, id);
      return { id };
    },

    /** A slot freed by a cancellation or a move: the waiting patients hear of it in order. */
    async offerFreedSlot(row: AppointmentWithParties, freed: Interval) {
      if (freed.start <= now()) return;
      const day = localDay(freed.start, row.therapistZone);
      const therapistId = row.appointment.therapistId;
      const waiting = await repo.waitingFor(db, therapistId, day);
      const therapist = therapistNameOf(row);
      for (const w of waiting) {
        if (w.patientUserId === row.patientUserId) continue;
        const zoneOf = w.patientZone ?? row.therapistZone;
        const message = AGENDA_NOTICES.slotFreed(therapist, longDateTime(freed.start, zoneOf));
        const to = {
          userId: w.patientUserId,
          email: w.patientEmail,
          zone: zoneOf,
          link: `/dashboard?agendar=${therapistId}&fecha=${day}`,
        };
        await notices.ping(to, message);
        await notices.mailOnly(
          to,
          AGENDA_NOTICES.subjects.slotFreed,
          AGENDA_NOTICES.mailPlain(message),
        );
        await repo.markOffered(db, w.id, now());
      }
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
