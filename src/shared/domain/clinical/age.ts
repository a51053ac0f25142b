import { MAX_AGE, MIN_AGE } from "../constants";
import { parseIsoDate } from "../dates";

/** docs/spec.md §4: age in whole years on `today`, from a date of birth in yyyy-MM-dd form. Null when invalid. */
export function ageOn(dob: string, today: Date): number | null {
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
