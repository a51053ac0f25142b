import { AlertTriangle, CheckCircle2, ClipboardList } from "lucide-react";
import type { EligibilityResult } from "@/shared/domain/clinical/eligibility";

/** docs/spec.md §5 eligibility outcome: blocked, for review, or eligible, with its messages. */
export function EligibilityNotice({ result }: { result: EligibilityResult }) {
  if (result.status === "not_eligible") {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">You cannot continue yet</p>
          <ul className="mt-1 list-disc space-y-1 pl-4 text-sm">
            {result.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      </div>
    );
  }
  if (result.status === "review") {
    return (
      <div role="status" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <ClipboardList className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm">{result.messages[0]}</p>
      </div>
    );
  }
  return (
    <div role="status" className="flex gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm">
        Based on your answers so far, you can continue. Our pharmacist reviews every application.
      </p>
    </div>
  );
}
