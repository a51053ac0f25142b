import { ExternalLink, HeartHandshake, LineChart, Lock, ShieldCheck, Stethoscope } from "lucide-react";
import { Page } from "@/client/components/layout/page";
import { useSettings } from "@/client/lib/settings";
import { gphcRegisterUrl } from "@/shared/domain/site/gphc";
import { GphcLink } from "@/client/components/layout/gphc-link";
import { Avatar } from "../components/illustrations";
import { EligibilityOrContact, IconList, Section } from "../components/page-parts";

/** docs/spec.md §2 About: the two supporting team members are fixed copy; the prescriber comes from the settings (decision 021). */
const staticTeam = [
  {
    name: "Emma Clarke",
    role: "Pharmacy Technician",
    bio: "Emma prepares and checks every order before it leaves the pharmacy, and makes sure your treatment arrives on time and in perfect condition.",
  },
  {
    name: "David Okafor",
    role: "Patient Care Coordinator",
    bio: "David is your first point of contact: he books consultations, answers questions about orders and makes sure nothing falls through the gaps.",
  },
];

const approach = [
  {
    icon: ShieldCheck,
    title: "Safety first",
    text: "Nothing is supplied until our pharmacist has reviewed your health questionnaire and spoken with you.",
  },
  {
    icon: Stethoscope,
    title: "Clinically led",
    text: "Treatment follows current UK clinical guidance, starting at the lowest dose and increasing only when it is right for you.",
  },
  {
    icon: HeartHandshake,
    title: "Personal support",
    text: "Diet, activity and side-effect advice from people who know your history, not a call centre.",
  },
  {
    icon: LineChart,
    title: "Ongoing monitoring",
    text: "Regular check-ins on your progress and wellbeing before every dose change.",
  },
  {
    icon: Lock,
    title: "Confidential",
    text: "Your health information is seen only by our pharmacy team and is never sold or used for marketing.",
  },
];

export default function AboutPage() {
  const { settings } = useSettings();
  const team = [
    {
      name: settings.pharmacist_name,
      role: settings.pharmacist_title,
      bio: settings.pharmacist_specialization,
      gphc: settings.pharmacist_gphc_number,
    },
    ...staticTeam.map((m) => ({ ...m, gphc: null })),
  ];

  return (
    <Page title="About Us">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">About Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-zinc-700">
        {settings.display_name} is an independent community pharmacy that has looked after local families for over 20
        years.
      </p>

      <section aria-labelledby="story-heading" className="mt-12 grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="story-heading" className="text-2xl font-bold text-brand-900">
            Our story
          </h2>
          <div className="mt-4 space-y-4 text-zinc-700">
            <p>
              {settings.company_name} was founded in 2003 by a local pharmacist with a simple idea: healthcare should
              feel personal. Our doors on {settings.pharmacy_address_line1} opened in 2006, and we have been part of the
              community ever since.
            </p>
            <p>
              Over more than 20 years we have grown with our community, from dispensing prescriptions to offering
              private clinical services. Our supervised weight-loss programme brings the same care online: a proper
              consultation, honest advice and a team you can call or visit.
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {[
            ["2003", "Founded"],
            ["20+", "Years of care"],
            ["24 h", "Pharmacist review"],
            ["Free", "UK delivery"],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col rounded-lg bg-brand-50 p-5 text-center">
              <dt className="text-sm text-zinc-600">{label}</dt>
              <dd className="order-first text-2xl font-bold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="team" title="Meet the team" className="mt-16">
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {team.map((member, i) => (
            <li
              key={member.name}
              className="flex flex-col items-center rounded-lg border border-zinc-200 p-6 text-center shadow-sm"
            >
              <Avatar name={member.name} index={i} />
              <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <p className="mt-3 text-sm text-zinc-600">{member.bio}</p>
              {member.gphc && (
                <p className="mt-3 text-sm text-zinc-700">
                  GPhC registration{" "}
                  <GphcLink
                    href={gphcRegisterUrl(member.gphc)}
                    number={member.gphc}
                    className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4"
                  >
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </GphcLink>
                </p>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-lg bg-zinc-50 p-5 text-sm text-zinc-700">
          Our prescriber is {settings.pharmacist_name}, {settings.pharmacist_title}, registered with the General
          Pharmaceutical Council. You can check any pharmacist's registration on the GPhC register.
        </p>
      </Section>

      <Section id="approach" title="Our approach" className="mt-16">
        <IconList items={approach} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <EligibilityOrContact contactLabel="Contact Us" className="mt-16" />
    </Page>
  );
}
