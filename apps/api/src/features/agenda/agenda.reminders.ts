import type { FastifyBaseLogger } from 'fastify';
import { AGENDA_NOTICES } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { periodic } from '../../core/periodic.ts';
import type { AgendaNotices } from './agenda.notices.ts';
import { patientRecipient, therapistNameOf } from './agenda.notices.ts';
import {
  claimDueReminders,
  findAppointment,
  type AppointmentWithParties,
} from './appointments.repository.ts';

/**
 * One way of reminding a patient. E-mail (with the .ics) and in-app are built; an SMS or
 * WhatsApp provider is one more implementation of this interface.
 */
export interface ReminderChannel {
  name: string;
  remind(appointment: AppointmentWithParties): Promise<void>;
}

export function defaultReminderChannels(notices: AgendaNotices): ReminderChannel[] {
  return [
    {
      name: 'correo y aviso en la aplicación',
      remind: (row) =>
        notices.tell(
          patientRecipient(row),
          row,
          (when) => AGENDA_NOTICES.reminder(therapistNameOf(row), when),
          AGENDA_NOTICES.subjects.reminder,
        ),
    },
  ];
}

const WINDOW_MS = 24 * 3_600_000;
const BATCH = 100;

/**
 * Reminds each confirmed appointment that starts within 24 h, once. The claim is a single
 * UPDATE … RETURNING over rows locked with SKIP LOCKED: with several processes running this
 * job at the same moment, each appointment is claimed by exactly one of them.
 */
export function createReminderJob(deps: {
  db: Db;
  channels: ReminderChannel[];
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function runOnce(): Promise<number> {
    const at = now();
    const horizon = new Date(at.getTime() + WINDOW_MS);
    let sent = 0;
    for (;;) {
      const ids = await claimDueReminders(deps.db, at, horizon, BATCH);
      for (const id of ids) {
        const row = await findAppointment(deps.db, id);
        if (!row) continue;
        for (const channel of deps.channels) {
          try {
            await channel.remind(row);
          } catch (err) {
            deps.log.error({ err, appointmentId: id, channel: channel.name }, 'reminder failed');
          }
        }
        sent += 1;
      }
      if (ids.length < BATCH) return sent;
    }
  }

  const job = periodic('reminder job', runOnce, deps.log);
  return { runOnce, start: job.start, stop: job.stop };
}
