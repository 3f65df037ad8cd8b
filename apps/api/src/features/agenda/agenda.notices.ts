import { MODALITY_LABELS } from '@armonia/shared';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { displayName } from '../../core/users.ts';
import { DEFAULT_TIMEZONE, longDateTime } from '../../core/time.ts';
import { icsCalendar, type IcsEvent } from './agenda.ics.ts';
import type { AppointmentJoined } from './agenda.repository.ts';

/** Someone to tell: in-app when they have an account, by e-mail when there is an address. */
export interface Recipient {
  userId: string | null;
  email: string;
  zone: string;
  /** Where a click on the in-app notification leads. */
  link: string;
}

export function patientRecipient(j: AppointmentJoined): Recipient {
  return {
    userId: j.patientUserId,
    email: j.patientEmail ?? j.patientRecordEmail,
    zone: j.patientZone ?? j.therapistZone ?? DEFAULT_TIMEZONE,
    link: '/dashboard',
  };
}

export function therapistRecipient(j: AppointmentJoined): Recipient {
  return {
    userId: j.a.therapistId,
    email: j.therapistEmail,
    zone: j.therapistZone,
    link: `/appointments/${j.a.id}`,
  };
}

export function icsEvent(j: AppointmentJoined, forPatient: boolean): IcsEvent {
  const a = j.a;
  const therapist = displayName({ name: j.therapistName, lastName: j.therapistLastName });
  const patient = displayName({ name: j.patientName, lastName: j.patientLastName });
  return {
    uid: a.id,
    start: a.startsAt,
    end: a.endsAt,
    summary: forPatient ? `Cita con ${therapist}` : `Cita: ${patient}`,
    description: [`Modalidad: ${MODALITY_LABELS[a.modality]}`, a.reason && `Motivo: ${a.reason}`]
      .filter(Boolean)
      .join('\n'),
    location: a.location,
    status:
      a.status === 'cancelada'
        ? 'CANCELLED'
        : a.status === 'solicitada'
          ? 'TENTATIVE'
          : 'CONFIRMED',
    sequence: a.rescheduleCount + (a.status === 'cancelada' ? 1 : 0),
    updatedAt: a.updatedAt,
  };
}

export interface AgendaNotices {
  /** In-app (live) and e-mail with the appointment's .ics attached. */
  tell(
    to: Recipient,
    j: AppointmentJoined,
    message: (when: string) => string,
    subject: string,
  ): Promise<void>;
  /** In-app only (nothing to add to a calendar). */
  ping(to: Recipient, message: string): Promise<void>;
  mailOnly(to: Recipient, subject: string, text: string): Promise<void>;
}

export function createAgendaNotices(deps: { notifier: Notifier; mailer: Mailer }): AgendaNotices {
  return {
    async tell(to, j, message, subject) {
      const text = message(longDateTime(j.a.startsAt, to.zone));
      if (to.userId) await deps.notifier.notify(to.userId, { message: text, link: to.link });
      if (!to.email) return;
      const forPatient = to.userId !== j.a.therapistId;
      const cancelled = j.a.status === 'cancelada';
      await deps.mailer.send({
        to: to.email,
        subject,
        text: `${text}\n\nAdjuntamos el evento para tu calendario.\n\nArmonía Terapias`,
        attachments: [
          {
            filename: 'cita.ics',
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
            content: icsCalendar([icsEvent(j, forPatient)], {
              name: 'Armonía Terapias',
              method: cancelled ? 'CANCEL' : 'REQUEST',
            }),
          },
        ],
      });
    },
    async ping(to, message) {
      if (to.userId) await deps.notifier.notify(to.userId, { message, link: to.link });
    },
    async mailOnly(to, subject, text) {
      if (to.email) await deps.mailer.send({ to: to.email, subject, text });
    },
  };
}
