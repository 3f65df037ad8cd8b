import {
  AGENDA_TEXTS,
  nextStatus,
  type AppointmentEvent,
  type AppointmentStatus,
  type Role,
} from '@armonia/shared';
import { localDay } from '../../core/time.ts';

export interface Viewer {
  id: string;
  role: Role;
}

/** What the policy needs to know of an appointment. */
export interface AppointmentFacts {
  therapistId: string;
  patientUserId: string | null;
  status: AppointmentStatus;
  startsAt: Date;
  rescheduleCount: number;
  rated: boolean;
}

export interface PatientRules {
  cancelNoticeHours: number;
  maxReschedules: number;
  /** The therapist's zone: "the appointment's day" is a day there. */
  zone: string;
}

export type Relation = 'therapist' | 'patient';

/** How the viewer relates to the appointment; null means it is not theirs (answer 404). */
export function relationTo(viewer: Viewer, a: AppointmentFacts): Relation | null {
  if (viewer.role === 'Terapeuta' && a.therapistId === viewer.id) return 'therapist';
  if (viewer.role === 'Paciente' && a.patientUserId === viewer.id) return 'patient';
  return null;
}

const HOUR = 3_600_000;

/** Why the patient may not move or cancel now, or null when the policy allows it. */
export function patientChangeRefusal(
  a: AppointmentFacts,
  rules: PatientRules,
  now: Date,
  event: 'reschedule' | 'cancel',
): string | null {
  if (a.startsAt.getTime() - now.getTime() < rules.cancelNoticeHours * HOUR) {
    return AGENDA_TEXTS.insideNotice(rules.cancelNoticeHours);
  }
  if (event === 'reschedule' && a.rescheduleCount >= rules.maxReschedules) {
    return AGENDA_TEXTS.rescheduleCap(rules.maxReschedules);
  }
  return null;
}

/** Completed and no-show are marked from the appointment's day on (therapist's zone). */
export function dayHasCome(a: AppointmentFacts, zone: string, now: Date): boolean {
  return localDay(now, zone) >= localDay(a.startsAt, zone);
}

/**
 * Whether the viewer may apply the event now: the state machine first, then who may do what,
 * then the therapist's policy for patients. Returns the Spanish reason when refused.
 */
export function decide(
  relation: Relation,
  a: AppointmentFacts,
  event: AppointmentEvent,
  rules: PatientRules,
  now: Date,
): { ok: true; next: AppointmentStatus } | { ok: false; status: 403 | 409; message: string } {
  const next = nextStatus(a.status, event);
  const therapistOnly: AppointmentEvent[] = ['confirm', 'complete', 'noShow'];
  if (relation === 'patient' && therapistOnly.includes(event)) {
    return { ok: false, status: 403, message: 'Solo tu terapeuta puede hacer ese cambio.' };
  }
  if (!next) {
    const labels: Record<AppointmentEvent, string> = {
      confirm: 'confirmar',
      reschedule: 'reprogramar',
      cancel: 'cancelar',
      complete: 'completar',
      noShow: 'marcar como no asistida',
    };
    return { ok: false, status: 409, message: AGENDA_TEXTS.transition(labels[event], a.status) };
  }
  if ((event === 'complete' || event === 'noShow') && !dayHasCome(a, rules.zone, now)) {
    return { ok: false, status: 409, message: AGENDA_TEXTS.notStarted };
  }
  if (event === 'reschedule' && a.startsAt <= now && relation === 'patient') {
    return { ok: false, status: 409, message: AGENDA_TEXTS.insideNotice(rules.cancelNoticeHours) };
  }
  if (relation === 'patient' && (event === 'reschedule' || event === 'cancel')) {
    const refusal = patientChangeRefusal(a, rules, now, event);
    if (refusal) return { ok: false, status: 409, message: refusal };
  }
  return { ok: true, next };
}

/** What the viewer may do now, for the screens (the same rules the API applies). */
export function capabilities(
  relation: Relation,
  a: AppointmentFacts,
  rules: PatientRules,
  now: Date,
) {
  const can = (event: AppointmentEvent) => decide(relation, a, event, rules, now).ok;
  const rescheduleOk = can('reschedule') && a.startsAt > now;
  let policyNote: string | null = null;
  if (relation === 'patient' && nextStatus(a.status, 'cancel')) {
    policyNote = patientChangeRefusal(a, rules, now, 'reschedule');
  }
  return {
    can: {
      confirm: can('confirm'),
      reschedule: rescheduleOk,
      cancel: can('cancel'),
      complete: can('complete'),
      noShow: can('noShow'),
      rate: relation === 'patient' && a.status === 'completada' && !a.rated,
    },
    policyNote,
  };
}
