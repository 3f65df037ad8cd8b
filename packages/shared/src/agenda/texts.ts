import type { AppointmentEvent } from './state-machine.ts';
import { STATUS_LABELS, type AppointmentStatus } from './state-machine.ts';

/** Refusals and field errors of the agenda routes. */
export const AGENDA_TEXTS = {
  slotTaken: 'Ese horario ya no está disponible. Elige otro.',
  outsideAvailability: 'El horario está fuera de la disponibilidad del terapeuta.',
  inPast: 'No se puede agendar una cita en el pasado.',
  blocked: 'El terapeuta no atiende en ese periodo.',
  bookingNotice: (hours: number) => `Las citas se agendan con al menos ${hours} h de anticipación.`,
  notSlot: 'Elige uno de los horarios libres.',
  unknownPatient: 'El paciente no existe.',
  unknownTherapist: 'El terapeuta no existe o no está vinculado contigo.',
  inactivePatient: 'El paciente está dado de baja.',
  transition: (label: string, status: AppointmentStatus) =>
    `No se puede ${label.toLowerCase()} una cita en estado «${STATUS_LABELS[status]}».`,
  rescheduleCap: (max: number) =>
    `Esta cita ya se reprogramó ${max} ${max === 1 ? 'vez' : 'veces'}, el máximo permitido. Escribe a tu terapeuta.`,
  insideNotice: (hours: number) =>
    `Solo puedes reprogramar o cancelar hasta ${hours} h antes de la cita. Escribe a tu terapeuta.`,
  notStarted: 'La cita todavía no llega: se marca el día de la cita o después.',
  waitlistDuplicate: 'Ya estás en la lista de espera de este terapeuta para esas fechas.',
  waitlistPast: 'Elige fechas a partir de hoy.',
  appointmentMissing: 'La cita no existe.',
  blockedPeriodMissing: 'El periodo no existe.',
  waitlistEntryMissing: 'La entrada no existe.',
  changedMeanwhile: 'La cita cambió mientras tanto. Vuelve a intentarlo.',
  therapistOnly: 'Solo tu terapeuta puede hacer ese cambio.',
} as const;

/** Each event as the verb of a refusal ("No se puede confirmar una cita en estado …"). */
export const EVENT_VERBS: Record<AppointmentEvent, string> = {
  confirm: 'confirmar',
  reschedule: 'reprogramar',
  cancel: 'cancelar',
  complete: 'completar',
  noShow: 'marcar como no asistida',
};

const withReason = (reason: string) => (reason ? ` Motivo: ${reason}` : '');

/**
 * What the agenda tells people in the app and by e-mail. `when` is the appointment's date and
 * time already written out in the reader's zone.
 */
export const AGENDA_NOTICES = {
  signature: 'Armonía Terapias',
  /** Text of a mail that carries the appointment's .ics. */
  mailWithEvent: (text: string) =>
    `${text}\n\nAdjuntamos el evento para tu calendario.\n\nArmonía Terapias`,
  /** Text of a mail with nothing attached. */
  mailPlain: (text: string) => `${text}\n\nArmonía Terapias`,
  feedName: (owner: string) => `Armonía Terapias: ${owner}`,

  createdByTherapist: (therapist: string, when: string) =>
    `${therapist} agendó una cita contigo: ${when}.`,
  bookedConfirmed: (patient: string, when: string) => `${patient} agendó una cita: ${when}.`,
  bookedRequested: (patient: string, when: string) =>
    `${patient} solicitó una cita: ${when}. Confírmala en tu agenda.`,
  /** Added to the booking notice when the patient found the therapist in the directory. */
  fromDirectory: 'Es su primera cita contigo: te encontró en el directorio.',
  bookingConfirmed: (therapist: string, when: string) =>
    `Tu cita con ${therapist} quedó confirmada: ${when}.`,
  rescheduled: (actor: string, oldWhen: string, when: string, reason: string) =>
    `${actor} reprogramó la cita del ${oldWhen} al ${when}.${withReason(reason)}`,
  cancelled: (actor: string, when: string, reason: string) =>
    `${actor} canceló la cita del ${when}.${withReason(reason)}`,
  confirmed: (actor: string, when: string) => `${actor} confirmó tu cita del ${when}.`,
  completed: (therapist: string, statusLabel: string) =>
    `Tu cita con ${therapist} quedó ${statusLabel}. Cuéntanos cómo te fue: califícala en Calificación y Opiniones.`,
  reminder: (therapist: string, when: string) =>
    `Recordatorio: tienes cita con ${therapist} ${when}.`,
  slotFreed: (therapist: string, when: string) =>
    `Se liberó un horario con ${therapist}: ${when}. Quien lo agende primero se lo queda.`,
  waitlistJoinedDay: (patient: string, day: string) =>
    `${patient} se anotó en tu lista de espera para el ${day}.`,
  waitlistJoinedRange: (patient: string, from: string, to: string) =>
    `${patient} se anotó en tu lista de espera del ${from} al ${to}.`,

  /** The calendar event's own words. */
  eventForPatient: (therapist: string) => `Cita con ${therapist}`,
  eventForTherapist: (patient: string) => `Cita: ${patient}`,
  eventModality: (modality: string) => `Modalidad: ${modality}`,
  eventReason: (reason: string) => `Motivo: ${reason}`,

  subjects: {
    created: 'Nueva cita agendada',
    requested: 'Nueva solicitud de cita',
    confirmed: 'Cita confirmada',
    rescheduled: 'Cita reprogramada',
    cancelled: 'Cita cancelada',
    reminder: 'Recordatorio de tu cita de mañana',
    slotFreed: 'Se liberó un horario en la agenda',
  },
} as const;
