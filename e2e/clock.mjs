// The app's clock in the browser tests: every run starts at 10:00 in the practice's zone
// (America/Monterrey) of the current day and runs on from there, whatever the hour of the real
// clock, so a journey that needs free slots later "today" behaves the same at any hour.
// The server process (serve.mjs) and the browsers (clock fixture) use the same start.

const ZONE = 'America/Monterrey';
const START_WALL_CLOCK = { hour: 10, minute: 0 };

/** Minutes the zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** Today (in the zone) at the start wall-clock time, as an instant. */
export function clockStart(realNow = Date.now()) {
  const offset = zoneOffsetMinutes(realNow);
  const local = new Date(realNow + offset * 60_000);
  const wall = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    START_WALL_CLOCK.hour,
    START_WALL_CLOCK.minute,
  );
  return wall - zoneOffsetMinutes(wall) * 60_000;
}

/**
 * Shifts this process's Date by `shift` ms (the run's clock start minus the real time when the
 * run began). Subclassing keeps `instanceof Date` and every method intact for the libraries.
 */
export function installShiftedClock(shift) {
  const RealDate = globalThis.Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
