import { Page } from "@/client/components/layout/page";

export default function PricesPage() {
  return (
    <Page title="Prices">
      <h1 className="text-3xl font-bold">Prices</h1>
    </Page>
  );
}
