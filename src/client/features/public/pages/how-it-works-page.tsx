import { clsx } from "clsx";
import { Check, X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";
import { FaqList } from "../components/faq-list";
import { JourneyTracks, journeyTitle } from "../components/journey-tracks";
import { ClosingBanner, Section } from "../components/page-parts";
import { PatientTypeLink } from "../components/patient-type-link";
import { faq } from "../content/faq";

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
  return (
    <Page title={journeyTitle(initial)} className="max-w-none px-0 py-0">
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

      <JourneyTracks key={initial} initial={initial} />

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
        <PatientTypeLink
          to={paths.amISuitable}
          type="new"
          label="Check My Eligibility"
          button={{ size: "lg", variant: "secondary" }}
        />
        <PatientTypeLink
          to={paths.patientForm.root}
          type="existing"
          label="Transfer My Treatment"
          button={{ size: "lg", variant: "inverse" }}
        />
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
