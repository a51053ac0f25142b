import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmailLink } from "@/client/components/layout/email-link";
import { Page } from "@/client/components/layout/page";
import { pharmacyAddressLines, useSettings } from "@/client/lib/settings";
import type { SettingsMap } from "@/shared/domain/site/settings";

export const LEGAL_LAST_UPDATED = "November 2026";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal document: title, contents list and numbered sections, with the pharmacy's details from the settings. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <Page title={title} className="max-w-3xl">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-zinc-600">Last updated: {LEGAL_LAST_UPDATED}</p>
      <div className="mt-6 space-y-4 text-zinc-700">{intro}</div>
      <nav aria-labelledby="contents-heading" className="mt-8 rounded-lg border border-zinc-200 bg-zinc-50 p-5">
        <h2 id="contents-heading" className="font-semibold">
          Contents
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
            <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-brand-900">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-zinc-700 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-6">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}

/** The pharmacy's postal address as one line. */
export function addressLine(s: SettingsMap): string {
  return pharmacyAddressLines(s).join(", ");
}

/** How to reach the pharmacy about this document. */
export function ContactBlock() {
  const { settings } = useSettings();
  return (
    <address className="rounded-lg bg-zinc-50 p-4 not-italic">
      {settings.company_name}
      <br />
      {addressLine(settings)}
      <br />
      Email: <EmailLink email={settings.company_email} className="text-brand-700 underline underline-offset-4" />
      <br />
      Phone:{" "}
      <a
        href={`tel:${settings.contact_phone_number.replace(/\s+/g, "")}`}
        className="text-brand-700 underline underline-offset-4"
      >
        {settings.contact_phone_number}
      </a>
    </address>
  );
}

export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  const className = "font-medium text-brand-700 underline underline-offset-4";
  return to.startsWith("http") ? (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
