/**
 * Appointment states and the one table of allowed changes (issue: appointments). The API
 * refuses any other change; the web hides the actions this table does not allow.
 */
export const APPOINTMENT_STATUSES = [
  'solicitada',
  'confirmada',
  'reprogramada',
  'cancelada',
  'completada',
  'no_asistio',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_EVENTS = [
  'confirm',
  'reschedule',
  'cancel',
  'complete',
  'noShow',
] as const;
export type AppointmentEvent = (typeof APPOINTMENT_EVENTS)[number];

const TRANSITIONS: Record<
  AppointmentStatus,
  Partial<Record<AppointmentEvent, AppointmentStatus>>
> = {
  // A request that moves is still a request: the therapist has not accepted it yet.
  solicitada: { confirm: 'confirmada', reschedule: 'solicitada', cancel: 'cancelada' },
  confirmada: {
    reschedule: 'reprogramada',
    cancel: 'cancelada',
    complete: 'completada',
    noShow: 'no_asistio',
  },
  reprogramada: {
    confirm: 'confirmada',
    reschedule: 'reprogramada',
    cancel: 'cancelada',
    complete: 'completada',
    noShow: 'no_asistio',
  },
  cancelada: {},
  completada: {},
  no_asistio: {},
};

/** The state an event leads to, or null when the event is not allowed in that state. */
export function nextStatus(
  status: AppointmentStatus,
  event: AppointmentEvent,
): AppointmentStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

export function allowedEvents(status: AppointmentStatus): AppointmentEvent[] {
  return APPOINTMENT_EVENTS.filter((e) => TRANSITIONS[status][e] !== undefined);
}

/**
 * States still to happen. Every state but `cancelada` holds the therapist's time: the database
 * refuses two such appointments of one therapist that overlap.
 */
export const LIVE_STATUSES = ['solicitada', 'confirmada', 'reprogramada'] as const;
export function isLive(status: AppointmentStatus): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  solicitada: 'Solicitada',
  confirmada: 'Confirmada',
  reprogramada: 'Reprogramada',
  cancelada: 'Cancelada',
  completada: 'Completada',
  no_asistio: 'No asistió',
};

/** Calendar and badge colours per state (Mantine colour names and hex for the calendar). */
export const STATUS_COLORS: Record<AppointmentStatus, { mantine: string; hex: string }> = {
  solicitada: { mantine: 'yellow', hex: '#8a5a00' },
  confirmada: { mantine: 'teal', hex: '#0b7a6e' },
  reprogramada: { mantine: 'blue', hex: '#2b63b5' },
  cancelada: { mantine: 'gray', hex: '#6b7280' },
  completada: { mantine: 'green', hex: '#2f7d32' },
  no_asistio: { mantine: 'red', hex: '#b42318' },
};

export const EVENT_LABELS: Record<AppointmentEvent, string> = {
  confirm: 'Confirmar',
  reschedule: 'Reprogramar',
  cancel: 'Cancelar',
  complete: 'Marcar como completada',
  noShow: 'Marcar como no asistió',
};
