import { AlertCircle, Info } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useSettings } from "@/client/lib/settings";
import { STARTER_DOSE_MG } from "@/shared/domain/constants";
import { doseFromName } from "@/shared/domain/treatment/dose";
import { formatMoney } from "@/shared/domain/payments/money";
import { useProducts } from "../api/products";
import { EligibilityOrContact } from "../components/page-parts";

const notes = [
  "All prices include VAT.",
  "Prices are subject to change without notice.",
  "A prescription is required for all doses.",
  "Delivery is free.",
];

export default function PricesPage() {
  const { settings } = useSettings();
  // decision 017: the medicine's name appears here, in the heading of the price list, and nowhere in promotional copy.
  const heading = `${settings.medicine_name} Injection Prices`;

  return (
    <Page title="Prices">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-2xl text-zinc-700">
        The price of each dose, with free delivery. New patients start on the {STARTER_DOSE_MG}mg starter dose; our
        pharmacist confirms every dose at your consultation.
      </p>
      <section aria-labelledby="price-list-heading" className="mt-8">
        <h2 id="price-list-heading" className="sr-only">
          Price list
        </h2>
        <PriceList />
      </section>
      <section aria-labelledby="notes-heading" className="mt-8 rounded-lg border border-brand-100 bg-brand-50 p-6">
        <h2 id="notes-heading" className="flex items-center gap-2 font-semibold text-brand-900">
          <Info className="size-5" aria-hidden="true" />
          Please note
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-zinc-700">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>
      <EligibilityOrContact contactLabel="Ask a Question" className="mt-8" />
    </Page>
  );
}

function PriceList() {
  const products = useProducts();

  if (products.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading prices...</span>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      </div>
    );
  }

  if (products.isError) {
    return (
      <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Failed to load product prices</p>
          <p className="mt-1 text-sm">
            Please refresh the page or try again later. If the problem continues,{" "}
            <Link to={paths.contact} className="font-medium underline underline-offset-4">
              contact us
            </Link>{" "}
            for our current prices.
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => products.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  if (products.data.length === 0) {
    return <p className="rounded-lg border border-zinc-200 p-5 text-zinc-700">No products available at the moment.</p>;
  }

  return (
    <>
      {/* Narrow screens: one card per dose, so nothing needs scrolling sideways. */}
      <ul aria-label="Price per dose, including VAT" className="grid grid-cols-2 gap-3 sm:hidden">
        {products.data.map((p) => (
          <li key={p.product_id} className="rounded-lg border border-zinc-200 p-4 text-center shadow-sm">
            <span className="block text-lg font-bold text-brand-900">{doseFromName(p.name)}</span>
            <span className="mt-1 block text-lg tabular-nums">{formatMoney(p.price)}</span>
          </li>
        ))}
      </ul>
      {/* Wider screens: one column per dose; the region scrolls by keyboard if the doses outgrow it. */}
      <div
        role="region"
        aria-labelledby="price-table-caption"
        tabIndex={0}
        className="hidden overflow-x-auto rounded-lg border border-zinc-200 sm:block"
      >
        <table className="w-full border-collapse text-center">
          <caption id="price-table-caption" className="px-4 pt-4 text-left text-sm text-zinc-600">
            Price per dose, in pounds sterling including VAT
          </caption>
          <thead>
            <tr className="border-b border-zinc-200">
              <RowHeader>Dose</RowHeader>
              {products.data.map((p) => (
                <th
                  key={p.product_id}
                  scope="col"
                  className="px-4 py-3 text-lg font-bold whitespace-nowrap text-brand-900"
                >
                  {doseFromName(p.name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <RowHeader>Price</RowHeader>
              {products.data.map((p) => (
                <td key={p.product_id} className="px-4 py-3 text-lg whitespace-nowrap tabular-nums">
                  {formatMoney(p.price)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The price table's row names, kept in view while the doses scroll sideways on a narrow screen. */
function RowHeader({ children }: { children: string }) {
  return (
    <th scope="row" className="sticky left-0 bg-white px-4 py-3 text-left text-sm font-semibold text-zinc-600">
      {children}
    </th>
  );
}
