import { type NavState, paths } from "@/client/config/paths";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";
import { type BmiInputCheck, type Sex, checkBmiInputs } from "./bmi-inputs";

/**
 * The BMI calculator sent without the app's script (decision 104): a GET of the page with its
 * named fields, so the server renders the result, and the app, taking that page over, starts
 * from the same fields.
 */
export interface BmiQuery {
  height: string;
  weight: string;
  sex: Sex | "";
  /** The patient type chosen with the form, if any. */
  type: PatientTypeName | null;
  /** The check of the fields sent; null when the page was opened without them. */
  check: BmiInputCheck | null;
}

export function readBmiQuery(search: URLSearchParams): BmiQuery {
  const sexParam = search.get("sex");
  const typeParam = search.get("type");
  const sex: Sex | "" = sexParam === "male" || sexParam === "female" ? sexParam : "";
  const type: PatientTypeName | null = typeParam === "new" || typeParam === "existing" ? typeParam : null;
  const query = { height: search.get("height") ?? "", weight: search.get("weight") ?? "", sex, type };
  const sent = search.has("height") || search.has("weight") || search.has("sex");
  return { ...query, check: sent ? checkBmiInputs(query) : null };
}

/**
 * Where Continue leads: sign-in (which then goes on to the form), carrying the result in its
 * query for a visitor without the script; the app carries it as navigation state instead.
 */
export function continueHref(userData: NonNullable<NavState["userData"]>): string {
  const query = new URLSearchParams({ tab: "signup", from: paths.patientForm.basic });
  for (const [key, value] of Object.entries(userData)) if (value !== undefined) query.set(key, String(value));
  return `${paths.auth}?${query.toString()}`;
}
