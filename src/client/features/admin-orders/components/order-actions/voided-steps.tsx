import type { OrderDetail } from "../../api/orders-api";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";

const STEP_NAMES: Record<string, string> = {
  clinical_check: "Clinical check",
  assembly: "Assembly",
  label_print: "Label printed",
  accuracy_check: "Accuracy check",
};

/**
 * The steps a correcting decision voided (decision 115): kept in the order's history, each with
 * who and when, marked with the date of the correction; the checklist above starts again.
 */
export function VoidedSteps({ steps }: { steps: OrderDetail["dispensing"]["steps"]["voided"] }) {
  if (steps.length === 0) return null;
  return (
    <section className="mt-4 border-t border-zinc-200 pt-4 text-sm" aria-labelledby="voided-steps-heading">
      <h3 id="voided-steps-heading" className="font-medium">
        Voided steps
      </h3>
      <ul className="mt-1 grid gap-1 text-zinc-600">
        {steps.map((s, i) => (
          <li key={`${s.step}-${s.at}-${i}`} className="break-words">
            <span className="line-through">
              {STEP_NAMES[s.step] ?? s.step}: by {s.by}, {formatDateTime(s.at)}.
            </span>{" "}
            Voided by the correction of {formatShortDate(s.voidedAt)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
