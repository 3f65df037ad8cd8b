import { createHmac, timingSafeEqual } from 'node:crypto';
import { AGENDA_NOTICES, type Actor } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { displayName } from '../../core/users.ts';
import { icsCalendar } from './agenda.ics.ts';
import { visibleAppointment } from './agenda.lookups.ts';
import { icsEvent } from './agenda.notices.ts';
import { appointmentsSince } from './appointments.repository.ts';
import * as repo from './calendar-feed.repository.ts';
import { userBasics } from './parties.repository.ts';

const FEED_PAST_MS = 90 * 24 * 3_600_000;

/**
 * Appointments as calendar files: one .ics download, and each user's private feed, whose URL
 * carries an HMAC of the user id and a version ("Generar nueva URL" bumps the version).
 */
export function createCalendarFeedService(deps: {
  db: Db;
  secret: string;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, now } = deps;

  function feedToken(userId: string, version: number): string {
    return createHmac('sha256', deps.secret)
      .update(`calendar-feed:${userId}:${version}`)
      .digest('base64url')
      .slice(0, 32);
  }

  function feedUrl(userId: string, version: number): string {
    return `${deps.publicUrl}/api/v1/calendar-feed/${userId}/${feedToken(userId, version)}.ics`;
  }

  return {
    async ics(actor: Actor, id: string): Promise<string> {
      const { row, relation } = await visibleAppointment(db, actor, id);
      return icsCalendar([icsEvent(row, relation === 'patient')], {
        name: AGENDA_NOTICES.signature,
      });
    },

    async feedUrl(actor: Actor) {
      return { url: feedUrl(actor.id, await repo.feedVersion(db, actor.id)) };
    },

    async resetFeedUrl(actor: Actor) {
      return { url: feedUrl(actor.id, await repo.bumpFeedVersion(db, actor.id)) };
    },

    /** The private feed: the token is the only key, so a wrong one answers like a missing one. */
    async feed(userId: string, token: string): Promise<string> {
      const u = await userBasics(db, userId);
      if (!u || !u.active || (u.role !== 'Terapeuta' && u.role !== 'Paciente')) {
        throw AppError.notFound();
      }
      const expected = Buffer.from(feedToken(userId, await repo.feedVersion(db, userId)));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw AppError.notFound();
      }
      const owner = { id: u.id, role: u.role };
      const rows = await appointmentsSince(db, owner, new Date(now().getTime() - FEED_PAST_MS));
      return icsCalendar(
        rows.map((row) => icsEvent(row, u.role === 'Paciente')),
        { name: AGENDA_NOTICES.feedName(displayName(u)) },
      );
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
