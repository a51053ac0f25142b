import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";
import { journeys } from "../content/journey";
import { useChoosePatientType } from "../lib/patient-type";

/** The 5-step process of docs/spec.md §1 for one patient type; step 1 carries its button. */
export function JourneySteps({ type, detailed = false }: { type: PatientTypeName; detailed?: boolean }) {
  const choose = useChoosePatientType();
  return (
    <ol className="grid gap-4 md:grid-cols-5">
      {journeys[type].map((step, i) => (
        <li key={step.title} className="flex flex-col rounded-lg border border-zinc-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="mb-3 flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="font-semibold text-zinc-900">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm text-zinc-600">{detailed ? step.detail : step.summary}</p>
          {step.action && (
            <Button asChild className="mt-4 self-start" size="sm">
              <Link
                to={step.action.to}
                state={type === "existing" ? { userData: { userType: "existing" } } : undefined}
                onClick={() => choose(type)}
              >
                {step.action.label}
              </Link>
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
