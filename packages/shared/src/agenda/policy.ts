import { allow, conflict, forbidden, type Decision } from '../policy.ts';
import type { Actor } from '../roles.ts';
import { localDay } from '../time/local-day.ts';
import { nextStatus, type AppointmentEvent, type AppointmentStatus } from './state-machine.ts';
import { AGENDA_TEXTS, EVENT_VERBS } from './texts.ts';

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

/** The rules of a therapist's settings that bind their patients. */
export const patientRulesOf = (
  settings: { cancelNoticeHours: number; maxReschedules: number },
  zone: string,
): PatientRules => ({
  cancelNoticeHours: settings.cancelNoticeHours,
  maxReschedules: settings.maxReschedules,
  zone,
});

export type Relation = 'therapist' | 'patient';

/** How the actor relates to the appointment; null means it is not theirs (answer 404). */
export function relationTo(actor: Actor, a: AppointmentFacts): Relation | null {
  if (actor.role === 'Terapeuta' && a.therapistId === actor.id) return 'therapist';
  if (actor.role === 'Paciente' && a.patientUserId === actor.id) return 'patient';
  return null;
}

const HOUR = 3_600_000;

/** Whether the therapist's policy lets the patient move or cancel now. */
export function patientChange(
  a: AppointmentFacts,
  rules: PatientRules,
  now: Date,
  event: 'reschedule' | 'cancel',
): Decision {
  if (a.startsAt.getTime() - now.getTime() < rules.cancelNoticeHours * HOUR) {
    return conflict(AGENDA_TEXTS.insideNotice(rules.cancelNoticeHours));
  }
  if (event === 'reschedule' && a.rescheduleCount >= rules.maxReschedules) {
    return conflict(AGENDA_TEXTS.rescheduleCap(rules.maxReschedules));
  }
  return allow();
}

/** Completed and no-show are marked from the appointment's day on (therapist's zone). */
export function dayHasCome(a: AppointmentFacts, zone: string, now: Date): boolean {
  return localDay(now, zone) >= localDay(a.startsAt, zone);
}

const THERAPIST_EVENTS: AppointmentEvent[] = ['confirm', 'complete', 'noShow'];

/**
 * Whether the actor may apply the event now: the state machine first, then who may do what,
 * then the therapist's policy for patients. Allowed, it carries the status the event leads to.
 */
export function decide(
  relation: Relation,
  a: AppointmentFacts,
  event: AppointmentEvent,
  rules: PatientRules,
  now: Date,
): Decision<{ next: AppointmentStatus }> {
  const next = nextStatus(a.status, event);
  if (relation === 'patient' && THERAPIST_EVENTS.includes(event)) {
    return forbidden(AGENDA_TEXTS.therapistOnly);
  }
  if (!next) return conflict(AGENDA_TEXTS.transition(EVENT_VERBS[event], a.status));
  if ((event === 'complete' || event === 'noShow') && !dayHasCome(a, rules.zone, now)) {
    return conflict(AGENDA_TEXTS.notStarted);
  }
  if (event === 'reschedule' && a.startsAt <= now && relation === 'patient') {
    return conflict(AGENDA_TEXTS.insideNotice(rules.cancelNoticeHours));
  }
  if (relation === 'patient' && (event === 'reschedule' || event === 'cancel')) {
    const change = patientChange(a, rules, now, event);
    if (!change.ok) return change;
  }
  return { ok: true, next };
}

/** What the actor may do now, for the screens (the same rules the API applies). */
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
    const change = patientChange(a, rules, now, 'reschedule');
    policyNote = change.ok ? null : change.message;
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
