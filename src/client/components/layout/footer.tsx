import { Mail, MapPin, Phone } from "lucide-react";
import { clsx } from "clsx";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { EmailLink } from "./email-link";
import { pharmacyAddressLines, useSettings } from "@/client/lib/settings";
import { gphcPremisesRegisterUrl, gphcRegisterUrl } from "@/shared/domain/site/gphc";
import { splitOpeningHours } from "@/shared/domain/site/settings";
import { GphcLink } from "./gphc-link";

const quickLinks = [
  { to: paths.howItWorks, label: "How it Works" },
  { to: paths.amISuitable, label: "Am I Suitable?" },
  { to: paths.prices, label: "Prices" },
  { to: paths.about, label: "About Us" },
  { to: paths.contact, label: "Contact" },
];
const legalLinks = [
  { to: paths.terms, label: "Terms & Conditions" },
  { to: paths.privacy, label: "Privacy Policy" },
  { to: paths.data, label: "Data Protection" },
];

/** docs/spec.md §2 footer, with the prescriber named (decision 021). Settings fall back to §9 defaults. */
export function Footer() {
  const { settings, isPending } = useSettings();
  return (
    <footer className="mt-16 bg-brand-900 text-zinc-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{settings.display_name}</p>
          <p className="text-sm text-zinc-300">
            Your local pharmacy's supervised weight-loss programme, led by our own pharmacist.
          </p>
          <Button asChild variant="secondary">
            <Link to={paths.amISuitable}>Check Eligibility</Link>
          </Button>
        </div>
        <nav aria-label="Quick links">
          <h2 className="mb-3 font-semibold text-white">Quick Links</h2>
          <LinkList links={quickLinks} className="space-y-2 text-sm" linkClassName="text-zinc-300" />
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">Contact Us</h2>
          <ul className="space-y-2 text-sm text-zinc-300">
            <li className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a
                href={`tel:${settings.contact_phone_number.replace(/\s+/g, "")}`}
                className="hover:text-white hover:underline"
              >
                {settings.contact_phone_number}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <EmailLink email={settings.company_email} className="min-w-0 hover:text-white hover:underline" />
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">
                {pharmacyAddressLines(settings).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">Opening Hours</h2>
          {isPending ? (
            <p className="text-sm text-zinc-300">Loading hours...</p>
          ) : (
            <ul className="space-y-1 text-sm text-zinc-300">
              {splitOpeningHours(settings.pharmacy_opening_hours).map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-sm text-zinc-300">
            Prescriber: {settings.pharmacist_name}, {settings.pharmacist_title}, GPhC no.{" "}
            <GphcLink
              href={gphcRegisterUrl(settings.pharmacist_gphc_number)}
              number={settings.pharmacist_gphc_number}
              className="underline hover:text-white"
            />
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-zinc-300 sm:flex-row sm:items-center sm:justify-between">
          {/* The server's year and the browser's differ for a moment at New Year. */}
          <div>
            <p suppressHydrationWarning>
              &copy; {new Date().getFullYear()} {settings.company_name}. All rights reserved.
            </p>
            {/* Decision 090: the registered pharmacy's own GPhC number, as an online pharmacy shows it. */}
            <p>
              GPhC registered pharmacy no.{" "}
              <GphcLink
                href={gphcPremisesRegisterUrl(settings.pharmacy_gphc_premises_number)}
                number={settings.pharmacy_gphc_premises_number}
                className="underline hover:text-white"
              />
            </p>
          </div>
          <nav aria-label="Legal">
            <LinkList links={legalLinks} className="flex flex-wrap gap-4" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={clsx(linkClassName, "hover:text-white hover:underline")}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
