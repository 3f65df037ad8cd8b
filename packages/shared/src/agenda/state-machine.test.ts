import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  APPOINTMENT_EVENTS,
  APPOINTMENT_STATUSES,
  isLive,
  nextStatus,
} from './state-machine.ts';

describe('appointment state machine', () => {
  it('a request is confirmed, moved (still a request) or cancelled, never completed', () => {
    expect(nextStatus('solicitada', 'confirm')).toBe('confirmada');
    expect(nextStatus('solicitada', 'reschedule')).toBe('solicitada');
    expect(nextStatus('solicitada', 'cancel')).toBe('cancelada');
    expect(nextStatus('solicitada', 'complete')).toBeNull();
    expect(nextStatus('solicitada', 'noShow')).toBeNull();
  });

  it('a confirmed appointment moves to reprogramada, and ends completed, missed or cancelled', () => {
    expect(nextStatus('confirmada', 'reschedule')).toBe('reprogramada');
    expect(nextStatus('confirmada', 'complete')).toBe('completada');
    expect(nextStatus('confirmada', 'noShow')).toBe('no_asistio');
    expect(nextStatus('confirmada', 'cancel')).toBe('cancelada');
    expect(nextStatus('confirmada', 'confirm')).toBeNull();
  });

  it('a rescheduled appointment may be moved again, confirmed, completed or cancelled', () => {
    expect(nextStatus('reprogramada', 'reschedule')).toBe('reprogramada');
    expect(nextStatus('reprogramada', 'confirm')).toBe('confirmada');
    expect(nextStatus('reprogramada', 'complete')).toBe('completada');
  });

  it('final states allow nothing', () => {
    for (const s of ['cancelada', 'completada', 'no_asistio'] as const) {
      for (const e of APPOINTMENT_EVENTS) expect(nextStatus(s, e)).toBeNull();
      expect(allowedEvents(s)).toEqual([]);
      expect(isLive(s)).toBe(false);
    }
  });

  it('every transition lands on a known state', () => {
    for (const s of APPOINTMENT_STATUSES) {
      for (const e of allowedEvents(s)) expect(APPOINTMENT_STATUSES).toContain(nextStatus(s, e));
    }
  });
});
