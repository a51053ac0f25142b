import { Page } from "@/client/components/layout/page";

export default function OrderSuccessPage() {
  return (
    <Page title="Order Completed Successfully!">
      <h1 className="text-3xl font-bold">Order Completed Successfully!</h1>
    </Page>
  );
}
