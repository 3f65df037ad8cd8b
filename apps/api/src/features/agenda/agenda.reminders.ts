import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { periodic } from '../../core/periodic.ts';
import { displayName } from '../../core/users.ts';
import type { AgendaNotices } from './agenda.notices.ts';
import { patientRecipient } from './agenda.notices.ts';
import { findAppointment, type AppointmentJoined } from './agenda.repository.ts';

/**
 * One way of reminding a patient. E-mail (with the .ics) and in-app are built; an SMS or
 * WhatsApp provider is one more implementation of this interface.
 */
export interface ReminderChannel {
  name: string;
  remind(appointment: AppointmentJoined): Promise<void>;
}

export function defaultReminderChannels(notices: AgendaNotices): ReminderChannel[] {
  const message = (j: AppointmentJoined) => (when: string) =>
    `Recordatorio: tienes cita con ${displayName({ name: j.therapistName, lastName: j.therapistLastName })} ${when}.`;
  return [
    {
      name: 'correo y aviso en la aplicación',
      remind: (j) =>
        notices.tell(patientRecipient(j), j, message(j), 'Recordatorio de tu cita de mañana'),
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
      const claimed = await deps.db.execute<{ id: string }>(sql`
        update appointments set reminder_sent_at = ${at}
        where id in (
          select id from appointments
          where reminder_sent_at is null
            and status in ('confirmada', 'reprogramada')
            and starts_at > ${at} and starts_at <= ${horizon}
          order by starts_at
          limit ${BATCH}
          for update skip locked
        )
        returning id`);
      const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      for (const id of ids) {
        const j = await findAppointment(deps.db, id);
        if (!j) continue;
        for (const channel of deps.channels) {
          try {
            await channel.remind(j);
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
