/**
 * The responsible pharmacist's absences (decision 116; the Medicines (Pharmacies) (Responsible
 * Pharmacist) Regulations 2008, reg. 3): while signed in, the RP may be absent from the pharmacy
 * for at most 2 hours in all in the business day, and no medicine is supplied meanwhile. The day
 * is the pharmacy's (UK) calendar day, as every other day of the pharmacy's records.
 */
import { ukDay } from "../people/retention";

export const RP_ABSENCE_LIMIT_MS = 2 * 60 * 60 * 1000;

/** What the RP log and the dashboard say of an open absence past the day's 2 hours. */
export const ABSENCE_OVER_LIMIT = "Over the 2-hour limit of absence in a day.";

export interface AbsenceSpan {
  startedAt: Date;
  endedAt: Date | null;
}

/**
 * How long the absences began on the UK day of `now` lasted, the open one up to `now`. An
 * absence counts on the day it began: the pharmacy is shut at midnight, so none spans two days.
 */
export function absentMsToday(absences: readonly AbsenceSpan[], now: Date): number {
  const today = ukDay(now);
  return absences
    .filter((a) => ukDay(a.startedAt) === today)
    .reduce((ms, a) => ms + Math.max(0, (a.endedAt ?? now).getTime() - a.startedAt.getTime()), 0);
}

/** No absence may begin once the day's absences reach the limit. */
export const absenceLimitReached = (absences: readonly AbsenceSpan[], now: Date) =>
  absentMsToday(absences, now) >= RP_ABSENCE_LIMIT_MS;

/** An open absence has taken the day's absences past the limit: the log and the dashboard say so. */
export const overAbsenceLimit = (absences: readonly AbsenceSpan[], now: Date) =>
  absentMsToday(absences, now) > RP_ABSENCE_LIMIT_MS;
