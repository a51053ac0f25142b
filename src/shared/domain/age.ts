import { MAX_AGE, MIN_AGE } from "./constants";

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

/** docs/spec.md §4: age in whole years on `today`, from a date of birth in yyyy-MM-dd form. Null when invalid. */
export function ageOn(dob: string, today: Date = new Date()): number | null {
  const d = parseIsoDate(dob);
  if (!d) return null;
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  const day = today.getDate();
  let age = y - d.year;
  if (m < d.month || (m === d.month && day < d.day)) age--;
  return age;
}

/** docs/spec.md §9: 18-75 inclusive. */
export function isEligibleAge(age: number): boolean {
  return age >= MIN_AGE && age <= MAX_AGE;
}

/** Today as yyyy-MM-dd in local time. */
export function isoToday(today: Date = new Date()): string {
  const mm = String(today.getMonth() + 1).padStart(2, "0");
  const dd = String(today.getDate()).padStart(2, "0");
  return `${today.getFullYear()}-${mm}-${dd}`;
}
