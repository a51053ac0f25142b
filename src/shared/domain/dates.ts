/**
 * The one calendar: the length of a day, dates written yyyy-MM-dd, whole days between them.
 * Nothing here reads the time: every function takes its date from the caller (the server's
 * deps.now(), the browser's own reading), so the server's rules follow its one clock and a test
 * or /dev/clock moves them all (docs/architecture.md, convention 6).
 */
import { format } from "date-fns";

export const DAY_MS = 24 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses yyyy-MM-dd strictly (no 31 February). Null when invalid. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The date of the moment `today` as yyyy-MM-dd, in local time. */
export function isoToday(today: Date): string {
  const mm = String(today.getMonth() + 1).padStart(2, "0");
  const dd = String(today.getDate()).padStart(2, "0");
  return `${today.getFullYear()}-${mm}-${dd}`;
}

/** Whole days from 1 January 1970 to the date `iso` (yyyy-MM-dd); NaN when it is not a date. */
export const dayNumber = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? Date.UTC(d.year, d.month - 1, d.day) / DAY_MS : NaN;
};

/** The date (yyyy-MM-dd) of a day number. */
export const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole days from the date `from` to the date `to` (both yyyy-MM-dd). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The date `days` after `iso`. */
export const addDays = (iso: string, days: number) => isoOfDay(dayNumber(iso) + days);

/** Whole days from the moment `from` to the moment `now` (0 until a full day has passed). */
export function daysSince(from: Date, now: Date): number {
  return Math.floor((now.getTime() - from.getTime()) / DAY_MS);
}

/** The moment `days` whole days before `now`: the newest anchor a rule of that many days can reach. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** How a date is written in the patient's sentences: '1 December 2026'. */
export const longDate = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? format(new Date(d.year, d.month - 1, d.day), "d MMMM yyyy") : iso;
};
