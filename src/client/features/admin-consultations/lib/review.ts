/**
 * The consultation page's reading of the shared rules (decision 077): the facts the server sent,
 * the doses a prescriber may approve and what approval still needs as the form is filled in (how
 * long a consultation has waited is admin-shell's format.ts). The rules themselves are
 * shared/domain/prescribing/prescribing's.
 */
import { parseIsoDate } from "@/shared/domain/dates";
import { formatMg } from "@/shared/domain/treatment/dose-ladder";
import {
  type ApprovalProblem,
  approvalProblems,
  type DecisionFacts,
  type RecordFacts,
} from "@/shared/domain/prescribing/prescribing";

/** The record's facts as the server sends them: its day as yyyy-MM-dd. */
export type ServerFacts = Omit<RecordFacts, "today"> & { today: string };

/** The server's day as a local date, as approvalProblems reads it (its year, month and day). */
export function serverDay(today: string): Date {
  const d = parseIsoDate(today);
  return d ? new Date(d.year, d.month - 1, d.day) : new Date(Number.NaN);
}

const factsOf = (f: ServerFacts): RecordFacts => ({ ...f, today: serverDay(f.today) });

/** Entries that meet every rule of the decision's own fields: only the record's rules are left to fail. */
const ENTRIES_MET: Omit<DecisionFacts, "approvedMg"> = {
  contactMethod: "live_video",
  contactJustification: "",
  gpSharing: "not_shared",
  gpNotSharedReason: "A reason long enough to pass the rule",
  contraceptionAdviceGiven: true,
};

export interface DoseOption {
  productId: number;
  name: string;
  mg: number | null;
}

/** The doses the rules allow for this consultation: a new patient 2.5 mg, a transfer up to the evidenced dose, never more than one step up. */
export function allowedDoses<T extends DoseOption>(
  products: readonly T[],
  facts: ServerFacts,
): Array<T & { mg: number }> {
  const record = factsOf(facts);
  return products.filter(
    (p): p is T & { mg: number } =>
      p.mg !== null &&
      !approvalProblems({ ...record, ...ENTRIES_MET, approvedMg: p.mg }).some((x) => x.rule === "dose"),
  );
}

/** What approval still needs with the entries the prescriber has made so far. */
export function remainingProblems(facts: ServerFacts, entries: DecisionFacts): ApprovalProblem[] {
  return approvalProblems({ ...factsOf(facts), ...entries });
}

/** A dose for people: "2.5 mg". */
export const doseLabel = (mg: number) => `${formatMg(mg)} mg`;

/** The change from one weight to another, signed, in kg and per cent of the first: "-4.0 kg (-4.0%)". */
export function weightChange(fromKg: number, toKg: number): string {
  const kg = toKg - fromKg;
  const percent = fromKg > 0 ? (kg / fromKg) * 100 : 0;
  const sign = (n: number) => (n > 0 ? "+" : n < 0 ? "-" : "");
  return `${sign(kg)}${Math.abs(kg).toFixed(1)} kg (${sign(percent)}${Math.abs(percent).toFixed(1)}%)`;
}

/** The latest weight's change since the first on record and since the one before it; null with fewer than two weights. */
export function weightChanges(
  weights: ReadonlyArray<{ kg: number }>,
): { sinceFirst: string; sincePrevious: string } | null {
  if (weights.length < 2) return null;
  const latest = weights.at(-1)!.kg;
  return { sinceFirst: weightChange(weights[0]!.kg, latest), sincePrevious: weightChange(weights.at(-2)!.kg, latest) };
}
