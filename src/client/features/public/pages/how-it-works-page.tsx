import { clsx } from "clsx";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";
import { FaqList } from "../components/faq-list";
import { JourneySteps } from "../components/journey-steps";
import { ClosingBanner, Section } from "../components/page-parts";
import { faq } from "../content/faq";
import { journeyLabels } from "../content/journey";
import { useChoosePatientType } from "../lib/patient-type";

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

const comparison = {
  online: [
    "A questionnaire reviewed by someone you never meet",
    "Little or no follow-up once the order is sent",
    "No shop to visit if something goes wrong",
    "Support by ticket or chat only",
  ],
  pharmacy: [
    "A video consultation with our own pharmacist before anything is prescribed",
    "Ongoing monitoring of your progress, side effects and dose",
    "Collect in store or choose free delivery",
    "A local team you can call, e-mail or visit",
  ],
};

/** /how-it-works shows the new-patient guide first; /how-it-works/existing the transfer guide. */
export default function HowItWorksPage() {
  const { pathname } = useLocation();
  const initial: PatientTypeName = pathname.startsWith(paths.howItWorksExisting) ? "existing" : "new";
  return <HowItWorks key={initial} initial={initial} />;
}

function HowItWorks({ initial }: { initial: PatientTypeName }) {
  const navigate = useNavigate();
  const choose = useChoosePatientType();
  const [track, setTrack] = useState<PatientTypeName>(initial);

  return (
    <Page
      title={track === "existing" ? "How it Works: transferring to us" : "How it Works"}
      className="max-w-none px-0 py-0"
    >
      <section aria-labelledby="hiw-heading" className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
          <h1 id="hiw-heading" className="text-3xl font-bold text-brand-900 sm:text-4xl">
            How It Works
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-zinc-700">
            A supervised weight-loss programme run by a real pharmacy: a secure online form, a video consultation with
            our pharmacist, then your treatment delivered free or collected in store.
          </p>
        </div>
      </section>

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

      <Section
        id="compare"
        title="Online-only services compared with our pharmacy"
        className="bg-zinc-50"
        inner="mx-auto max-w-6xl px-4 py-12"
      >
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <ComparisonColumn title="Online-only services" items={comparison.online} />
          <ComparisonColumn title="Our pharmacy approach" items={comparison.pharmacy} ours />
        </div>
      </Section>

      <Section id="faq" title="Frequently asked questions" className="mx-auto max-w-3xl px-4 py-12">
        <div className="mt-6">
          <FaqList items={faq} />
        </div>
        <p className="mt-4 text-sm text-zinc-600">
          See every dose on our{" "}
          <Link to={paths.prices} className="font-medium text-brand-700 underline underline-offset-4">
            prices page
          </Link>
          , or{" "}
          <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-4">
            contact us
          </Link>{" "}
          with any other question.
        </p>
      </Section>

      <ClosingBanner
        id="hiw-cta"
        title="Ready to get started?"
        text="It takes about a minute to check whether the treatment may be suitable for you."
        className="mx-auto max-w-6xl px-4 pb-4"
      >
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.amISuitable} onClick={() => choose("new")}>
            Check My Eligibility
          </Link>
        </Button>
        <Button asChild size="lg" variant="inverse">
          <Link
            to={paths.patientForm.root}
            state={{ userData: { userType: "existing" } }}
            onClick={() => choose("existing")}
          >
            Transfer My Treatment
          </Link>
        </Button>
      </ClosingBanner>
    </Page>
  );
}

/** One side of the comparison: what online-only services lack (crosses), or what we do (ticks, highlighted). */
function ComparisonColumn({ title, items, ours }: { title: string; items: readonly string[]; ours?: boolean }) {
  const Mark = ours ? Check : X;
  return (
    <div className={clsx("rounded-lg bg-white p-6", ours ? "border-2 border-brand-700" : "border border-zinc-200")}>
      <h3 className={clsx("font-semibold", ours ? "text-brand-900" : "text-zinc-900")}>{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-zinc-700">
            <Mark
              className={clsx("mt-0.5 size-5 shrink-0", ours ? "text-brand-700" : "text-red-600")}
              aria-hidden="true"
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
