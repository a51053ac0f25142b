import {
  Activity,
  CalendarCheck,
  HeartHandshake,
  MessageSquareText,
  PackageCheck,
  ShieldCheck,
  Star,
  Stethoscope,
  Store,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { useSettings } from "@/client/lib/settings";
import { HeroIllustration } from "../components/illustrations";
import { JourneyChoice } from "../components/journey-choice";
import { ClosingBanner, IconList, Section } from "../components/page-parts";
import { PatientTypeLink } from "../components/patient-type-link";
import { testimonials } from "../content/testimonials";

/** The home page's section headings and their full-width bands. */
const heading = "text-2xl font-bold text-brand-900 sm:text-3xl";
const band = "mx-auto max-w-6xl px-4 py-14";

const benefits = [
  {
    icon: UserRound,
    title: "Personalised consultation",
    text: "A one-to-one video consultation with our pharmacist before anything is prescribed.",
  },
  {
    icon: Activity,
    title: "Continuous monitoring",
    text: "Regular check-ins on your progress, side effects and dose, for as long as you are with us.",
  },
  {
    icon: Stethoscope,
    title: "Pharmacy-led service",
    text: "Run by a registered community pharmacy, not a call centre.",
  },
  {
    icon: Store,
    title: "In-store pickup",
    text: "Collect your treatment from the pharmacy, or choose free home delivery.",
  },
];

const reasons = [
  {
    icon: ShieldCheck,
    title: "Safe and regulated",
    text: "Every order is reviewed by a registered pharmacist; a prescription is required for all doses.",
  },
  {
    icon: HeartHandshake,
    title: "A pharmacist who knows you",
    text: "The same local team supports you from your first consultation onwards.",
  },
  {
    icon: CalendarCheck,
    title: "Quick decisions",
    text: "Your application is reviewed within 24 hours of your consultation.",
  },
  {
    icon: PackageCheck,
    title: "Free, discreet delivery",
    text: "Dispatched within 1-2 business days in plain, temperature-controlled packaging.",
  },
  {
    icon: MessageSquareText,
    title: "Ongoing support",
    text: "Questions about side effects or your next dose? Call, e-mail or pop in.",
  },
  { icon: Store, title: "A real local pharmacy", text: "Serving our community since 2006, with a shop you can visit." },
];

export default function HomePage() {
  const { settings } = useSettings();

  return (
    <Page title={settings.display_name} className="max-w-none px-0 py-0">
      <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700">
              Supervised weight-loss programme
            </p>
            <h1 id="hero-heading" className="text-3xl font-bold leading-tight text-brand-900 sm:text-4xl md:text-5xl">
              Weight loss with the support of your local pharmacist
            </h1>
            <p className="mt-5 text-lg text-zinc-700">
              The weight-loss injection, prescribed only when it is right for you, with a video consultation, ongoing
              monitoring and free delivery or collection from {settings.display_name}.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.howItWorks}>New to the Treatment</Link>
              </Button>
              <PatientTypeLink
                to={paths.patientForm.root}
                type="existing"
                label="Already Using the Treatment"
                button={{ size: "lg", variant: "outline" }}
              />
            </div>
            <p className="mt-6 text-sm text-zinc-600">
              Prescription required for all doses · Prices include VAT · Free delivery
            </p>
          </div>
          <HeroIllustration className="mx-auto max-w-64 sm:max-w-md" />
        </div>
      </section>

      <Section
        id="benefits"
        title="Care that goes beyond a prescription"
        className="mx-auto max-w-6xl px-4 py-14"
        headingClassName={heading}
      >
        <IconList items={benefits} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" large />
      </Section>

      <Section id="why" title="Why Choose Us" className="bg-zinc-50" inner={band} headingClassName={heading}>
        <p className="mt-2 max-w-2xl text-zinc-600">
          A pharmacy-led programme with a real pharmacist at every step, not just an online form.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-zinc-200 bg-white p-6 shadow-sm">
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-zinc-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to={paths.amISuitable}>Check Eligibility</Link>
          </Button>
          <PatientTypeLink
            to={paths.patientForm.root}
            type="existing"
            label="Already using the treatment elsewhere? Transfer to us"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
          />
        </div>
      </Section>

      <Section
        id="process"
        title="How it works in 5 steps"
        className="mx-auto max-w-6xl px-4 py-14"
        headingClassName={heading}
      >
        <JourneyChoice />
      </Section>

      <Section
        id="testimonials"
        title="What our patients say"
        className="bg-brand-50"
        inner={band}
        headingClassName={heading}
      >
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-lg bg-white p-6 shadow-sm">
                <div className="flex gap-0.5 text-amber-500" role="img" aria-label="5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="mt-3 flex-1 text-zinc-700">
                  <p>&ldquo;{t.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-zinc-600"> · {t.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-zinc-600">
          Individual experiences vary. Treatment is only supplied after a pharmacist consultation.
        </p>
      </Section>

      <ClosingBanner
        id="cta"
        title="Ready to take the first step?"
        text="Check whether the treatment may be suitable for you in under a minute, or transfer the treatment you already use to a pharmacy you can visit."
        className="mx-auto max-w-6xl px-4 py-14"
        wide
      >
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.amISuitable}>Check My Eligibility</Link>
        </Button>
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
