/**
 * Decisions 066 and 079: how long the records of a patient restricted after a deletion request
 * are kept, and from which day they are erased. Every date is a UK calendar day (yyyy-MM-dd,
 * on the pharmacy's clock, Europe/London); a period keeps its records through its last day and
 * they may go from the next day on.
 */

/** Clinical records: 8 years after the last treatment (NHS Records Management Code of Practice 2023). */
export const CLINICAL_RECORD_YEARS = 8;
/** The POM register and private prescriptions: 2 years from the supply or the last entry (HMR 2012, reg. 253). */
export const REGISTER_YEARS = 2;
/** Order and payment records: 6 years after the end of the financial year (HMRC). */
export const FINANCIAL_RECORD_YEARS = 6;
/** Contact-form messages and the e-mails they caused: 2 years (the privacy page; decision 081). */
export const CONTACT_MESSAGE_YEARS = 2;
/** The financial year is the UK tax year, ending on 5 April (decision 079). */
const FINANCIAL_YEAR_END = { month: 4, day: 5 };

const PHARMACY_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The UK calendar day of an instant: '2026-04-01' for 2026-03-31T23:30Z (British Summer Time). */
export function ukDay(at: Date): string {
  const all = PHARMACY_DAY.formatToParts(at);
  const part = (type: string) => all.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (year: number, month: number, day: number) => `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split("-").map(Number);
  return [y!, m!, d!];
}

/**
 * The same day `years` later (or earlier, when negative). 29 February in a year without one
 * becomes 1 March, so no period is ever shorter than its whole years.
 */
export function yearsAfter(day: string, years: number): string {
  const [y, m, d] = parts(day);
  const at = new Date(Date.UTC(y + years, m - 1, d));
  return iso(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** The last day of the financial year (6 April to 5 April) that `day` falls in. */
export function financialYearEnd(day: string): string {
  const [y, m, d] = parts(day);
  const inYear = m < FINANCIAL_YEAR_END.month || (m === FINANCIAL_YEAR_END.month && d <= FINANCIAL_YEAR_END.day);
  return iso(inYear ? y : y + 1, FINANCIAL_YEAR_END.month, FINANCIAL_YEAR_END.day);
}

/** The dated facts of one restricted patient's records; null where there is none of that kind. */
export interface RestrictedRecordDates {
  /** The latest dated entry anywhere in the clinical record, supplies and orders included. */
  lastEntry: string | null;
  /** The latest supply in the POM register or issue of a private prescription. */
  lastSupply: string | null;
  /** The latest date on an order, its events or its payment. */
  lastOrderRecord: string | null;
  /** The day the patient was restricted (archived after the deletion request). */
  restrictedOn: string;
}

/** The last day each period keeps the records, and the last day of all of them. */
export interface RetentionEnds {
  lastTreatment: string;
  clinical: string;
  register: string | null;
  financial: string | null;
  keptUntil: string;
}

const latest = (days: Array<string | null>): string | null =>
  days.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/**
 * Each period's last day. The last treatment is the latest entry of any kind (a supply and an
 * order are part of the treatment), or the day of the restriction for a record with no dated
 * entry at all. Everything of the patient goes together once the latest period has ended.
 */
export function retentionEnds(dates: RestrictedRecordDates): RetentionEnds {
  const lastTreatment = latest([dates.lastEntry, dates.lastSupply, dates.lastOrderRecord]) ?? dates.restrictedOn;
  const clinical = yearsAfter(lastTreatment, CLINICAL_RECORD_YEARS);
  // "Or with the clinical record where that is longer": keptUntil is the latest of the three.
  const register = dates.lastSupply === null ? null : yearsAfter(dates.lastSupply, REGISTER_YEARS);
  const financial =
    dates.lastOrderRecord === null ? null : yearsAfter(financialYearEnd(dates.lastOrderRecord), FINANCIAL_RECORD_YEARS);
  return { lastTreatment, clinical, register, financial, keptUntil: latest([clinical, register, financial])! };
}

/** Whether every period has ended by `now`: the records may be erased from the day after the last one. */
export function retentionHasEnded(dates: RestrictedRecordDates, now: Date): boolean {
  return ukDay(now) > retentionEnds(dates).keptUntil;
}

/**
 * Decision 081: whether a contact message received at `receivedAt` is past its 2 years at
 * `now`: kept through the same UK day two years on, erased from the next.
 */
export function contactMessageExpired(receivedAt: Date, now: Date): boolean {
  return ukDay(now) > yearsAfter(ukDay(receivedAt), CONTACT_MESSAGE_YEARS);
}

/** An account with no treatment or order is reviewed for deletion after 2 years without use (the privacy page; decision 093). */
export const UNUSED_ACCOUNT_YEARS = 2;

/**
 * Decision 093: whether an account last used (signed in to, or opened if never) at `lastUsedAt`
 * is unused at `now`: used through the same UK day two years on, unused from the next.
 */
export function accountUnused(lastUsedAt: Date, now: Date): boolean {
  return ukDay(now) > yearsAfter(ukDay(lastUsedAt), UNUSED_ACCOUNT_YEARS);
}
