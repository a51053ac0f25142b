import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "@/client/config/paths";
import { island } from "@/client/components/island";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";
import { journeyLabels } from "../content/journey";
import { useChoosePatientType } from "../lib/patient-type";
import { JourneySteps } from "./journey-steps";
import { Section } from "./page-parts";

const tracks: Array<{ type: PatientTypeName; description: string }> = [
  {
    type: "new",
    description: "You have not used the weight-loss injection before and want to know whether it is right for you.",
  },
  {
    type: "existing",
    description: "You already use the treatment with another provider and want to continue it with our pharmacy.",
  },
];

/** The page's title for the guide shown. */
export const journeyTitle = (track: PatientTypeName) =>
  track === "existing" ? "How it Works: transferring to us" : "How it Works";

/** How it works: the two tracks and the guide of the chosen one, the page's title following it. */
function Tracks({ initial }: { initial: PatientTypeName }) {
  const navigate = useNavigate();
  const choose = useChoosePatientType();
  const [track, setTrack] = useState<PatientTypeName>(initial);
  useDocumentTitle(journeyTitle(track));

  return (
    <>
      <Section id="journey" title="Choose Your Journey" className="mx-auto max-w-6xl px-4 py-10">
        <p className="mt-2 text-zinc-600">Select a track to see its step-by-step guide.</p>
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          {tracks.map(({ type, description }) => {
            const selected = track === type;
            return (
              <div
                key={type}
                className={clsx(
                  "flex flex-col rounded-lg border-2 bg-white p-6 shadow-sm transition-colors",
                  selected ? "border-brand-700 ring-2 ring-brand-100" : "border-zinc-200",
                )}
              >
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-controls="journey-guide"
                  onClick={() => setTrack(type)}
                  className="flex items-start justify-between gap-3 rounded-md text-left"
                >
                  <span>
                    <span className="block text-lg font-semibold text-zinc-900">{journeyLabels[type].track}</span>
                    <span className="mt-1 block text-sm text-zinc-600">{description}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2",
                      selected ? "border-brand-700 bg-brand-700 text-white" : "border-zinc-400",
                    )}
                  >
                    {selected && <Check className="size-3" />}
                  </span>
                </button>
                <div className="mt-5">
                  {type === "new" ? (
                    <Button asChild>
                      <Link to={paths.amISuitable} onClick={() => choose("new")}>
                        Check Eligibility
                      </Link>
                    </Button>
                  ) : (
                    <Button
                      onClick={() => {
                        setTrack("existing");
                        choose("existing");
                        navigate(paths.patientForm.root, { state: { userData: { userType: "existing" } } });
                      }}
                    >
                      Select This Track
                    </Button>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </Section>

      <section id="journey-guide" aria-labelledby="guide-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="guide-heading" className="text-2xl font-bold text-brand-900">
          {track === "new" ? "Your guide: starting the treatment" : "Your guide: transferring your treatment"}
        </h2>
        <p className="mt-2 text-zinc-600">{journeyLabels[track].short}, step by step.</p>
        <div className="mt-6">
          <JourneySteps type={track} detailed />
        </div>
      </section>
    </>
  );
}

/** An island on the page the server rendered (decision 107). */
export const JourneyTracks = island("journey-tracks", Tracks);
