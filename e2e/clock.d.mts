/** Today (in the practice's zone) at the tests' start wall-clock time, as an instant (ms). */
export function clockStart(realNow?: number): number;
/** Shifts this process's Date by `shift` ms. */
export function installShiftedClock(shift: number): void;
