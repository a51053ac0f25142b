/**
 * The server's one clock: every date rule reads `deps.now()`, which reads this. In development
 * /dev/clock shifts it by whole days to walk through reminders and expiry rules; tests make a
 * clock that stands still at a chosen moment.
 */
import { DAY_MS } from "@/shared/domain/dates";

export interface Clock {
  now(): Date;
  /** Whole days added to the real time (0 in production: nothing there shifts it). */
  offsetDays(): number;
  shiftDays(days: number): void;
  /** Back to the real time (or the fixed moment). */
  reset(): void;
}

/**
 * The system's time, never fixed nor shifted: what the auth library stamps sessions with, and what
 * the backup and restore commands name their files by. Every date rule reads a Clock instead.
 */
export const systemTime = (): Date => new Date(Date.now());

/** The real time, plus any whole days /dev/clock added; `fixed` makes it stand still there. */
export function createClock(fixed?: Date): Clock {
  let offset = 0;
  const base = () => (fixed ? fixed.getTime() : Date.now());
  return {
    now: () => new Date(base() + offset * DAY_MS),
    offsetDays: () => offset,
    shiftDays(days) {
      if (!Number.isInteger(days)) throw new RangeError("The clock moves by whole days");
      offset += days;
    },
    reset() {
      offset = 0;
    },
  };
}
