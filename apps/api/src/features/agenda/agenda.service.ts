import type { Db } from '../../core/db/client.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { createAgendaNotices } from './agenda.notices.ts';
import { createAppointmentsService } from './appointments.service.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createCalendarFeedService } from './calendar-feed.service.ts';
import { createWaitlistService } from './waitlist.service.ts';

export interface AgendaServiceDeps {
  db: Db;
  notifier: Notifier;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  now?: () => Date;
}

/**
 * The agenda, one unit per job: the therapist's availability, the appointments' life, the
 * waitlist and the calendar files. Notices are shared, so a freed slot reaches the waitlist.
 */
export function createAgendaService(deps: AgendaServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = createAgendaNotices(deps);
  const waitlist = createWaitlistService({ db, notices, now });
  return {
    availability: createAvailabilityService({ db, now }),
    appointments: createAppointmentsService({ db, notices, waitlist, now }),
    waitlist,
    calendar: createCalendarFeedService({
      db,
      secret: deps.secret,
      publicUrl: deps.publicUrl,
      now,
    }),
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
