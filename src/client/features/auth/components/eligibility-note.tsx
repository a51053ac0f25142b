import { CircleCheck } from "lucide-react";

/** docs/spec.md §2: shown when the visitor arrives from the BMI check carrying its result. */
export function EligibilityNote({ bmi }: { bmi: number }) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
      <p>
        <span className="font-semibold">BMI eligibility check passed</span> (your BMI: {bmi.toFixed(1)}). Create an
        account or sign in to continue with your application.
      </p>
    </div>
  );
}
