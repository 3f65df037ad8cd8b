import { AGENDA_NOTICES, MODALITY_LABELS } from '@armonia/shared';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { displayName } from '../../core/users.ts';
import { DEFAULT_TIMEZONE, longDateTime } from '../../core/time.ts';
import { icsCalendar, type IcsEvent } from './agenda.ics.ts';
import type { AppointmentWithParties } from './appointments.repository.ts';

/** Someone to tell: in-app when they have an account, by e-mail when there is an address. */
export interface Recipient {
  userId: string | null;
  email: string;
  zone: string;
  /** Where a click on the in-app notification leads. */
  link: string;
}

export function patientRecipient(row: AppointmentWithParties): Recipient {
  return {
    userId: row.patientUserId,
    email: row.patientEmail ?? row.patientRecordEmail,
    zone: row.patientZone ?? row.therapistZone ?? DEFAULT_TIMEZONE,
    link: '/dashboard',
  };
}

export function therapistRecipient(row: AppointmentWithParties): Recipient {
  return {
    userId: row.appointment.therapistId,
    email: row.therapistEmail,
    zone: row.therapistZone,
    link: `/appointments/${row.appointment.id}`,
  };
}

export const therapistNameOf = (row: AppointmentWithParties) =>
  displayName({ name: row.therapistName, lastName: row.therapistLastName });

export const patientNameOf = (row: AppointmentWithParties) =>
  displayName({ name: row.patientName, lastName: row.patientLastName });

export function icsEvent(row: AppointmentWithParties, forPatient: boolean): IcsEvent {
  const a = row.appointment;
  return {
    uid: a.id,
    start: a.startsAt,
    end: a.endsAt,
    summary: forPatient
      ? AGENDA_NOTICES.eventForPatient(therapistNameOf(row))
      : AGENDA_NOTICES.eventForTherapist(patientNameOf(row)),
    description: [
      AGENDA_NOTICES.eventModality(MODALITY_LABELS[a.modality]),
      a.reason && AGENDA_NOTICES.eventReason(a.reason),
    ]
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
    row: AppointmentWithParties,
    message: (when: string) => string,
    subject: string,
  ): Promise<void>;
  /** In-app only (nothing to add to a calendar). */
  ping(to: Recipient, message: string): Promise<void>;
  mailOnly(to: Recipient, subject: string, text: string): Promise<void>;
}

export function createAgendaNotices(deps: { notifier: Notifier; mailer: Mailer }): AgendaNotices {
  return {
    async tell(to, row, message, subject) {
      const text = message(longDateTime(row.appointment.startsAt, to.zone));
      if (to.userId) await deps.notifier.notify(to.userId, { message: text, link: to.link });
      if (!to.email) return;
      const forPatient = to.userId !== row.appointment.therapistId;
      const cancelled = row.appointment.status === 'cancelada';
      await deps.mailer.send({
        to: to.email,
        subject,
        text: AGENDA_NOTICES.mailWithEvent(text),
        attachments: [
          {
            filename: 'cita.ics',
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
            content: icsCalendar([icsEvent(row, forPatient)], {
              name: AGENDA_NOTICES.signature,
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
