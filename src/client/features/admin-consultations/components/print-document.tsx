import { ArrowLeft, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";

/** An A4 page with margins the printer keeps; the back office's header is hidden in print (admin-layout). */
const PRINT_CSS = "@page { size: A4; margin: 15mm; }";

/**
 * A printable document of the back office (decision 028): the Print button and the way back
 * above it on screen, only the document on paper.
 */
export function PrintDocument({
  title,
  back,
  aside,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} className="max-w-4xl py-6 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex w-full max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden">
        <Button variant="outline" asChild>
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      {aside && <div className="mx-auto mb-4 w-full max-w-[210mm] print:hidden">{aside}</div>}
      <article className="mx-auto w-full max-w-[210mm] rounded-lg border border-zinc-200 bg-white p-6 text-sm leading-relaxed shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
        {children}
      </article>
    </Page>
  );
}

/** The pharmacy's name, address and contacts at the top of a document. */
export function Letterhead({
  pharmacy,
}: {
  pharmacy: { name: string; companyName: string; address: string[]; phone: string; email: string };
}) {
  return (
    <header className="border-b border-zinc-300 pb-4">
      <p className="text-lg font-bold">{pharmacy.name}</p>
      {pharmacy.companyName && pharmacy.companyName !== pharmacy.name && <p>{pharmacy.companyName}</p>}
      <p>{pharmacy.address.join(", ")}</p>
      <p>{[pharmacy.phone && `Tel ${pharmacy.phone}`, pharmacy.email].filter(Boolean).join(" · ")}</p>
    </header>
  );
}

/** A labelled block of a document. */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5 break-inside-avoid">
      <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-zinc-600">{title}</h2>
      {children}
    </section>
  );
}
