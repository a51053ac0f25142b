import { Page } from "@/client/components/layout/page";

export default function ShippingPage() {
  return (
    <Page title="Shipping Preference">
      <h1 className="text-3xl font-bold">Shipping Preference</h1>
    </Page>
  );
}
