import { clsx } from "clsx";
import { useState } from "react";
import { island } from "@/client/components/island";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";
import { journeyLabels } from "../content/journey";
import { JourneySteps } from "./journey-steps";

/** The home page's five steps, for a new patient or a transfer, as the visitor chooses. */
function StepsFor() {
  const [stepsFor, setStepsFor] = useState<PatientTypeName>("new");
  return (
    <>
      {/* Two plain toggle buttons rather than a tabs widget: the home page's script stays small. */}
      <div
        role="group"
        aria-label="Show the steps for"
        className="mt-6 inline-flex max-w-lg rounded-md bg-zinc-100 p-1"
      >
        {(["new", "existing"] as const).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={stepsFor === type}
            onClick={() => setStepsFor(type)}
            className={clsx(
              "flex-auto rounded-sm px-3 py-1.5 text-sm font-medium",
              stepsFor === type ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-600 hover:text-zinc-900",
            )}
          >
            {journeyLabels[type].track}
          </button>
        ))}
      </div>
      <div className="mt-6">
        <JourneySteps type={stepsFor} />
      </div>
    </>
  );
}

/** An island on the home page the server rendered (decision 107). */
export const JourneyChoice = island("journey-choice", StepsFor);
