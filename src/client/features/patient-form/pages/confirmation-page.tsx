import { Page } from "@/client/components/layout/page";

export default function ConfirmationPage() {
  return (
    <Page title="Confirmation">
      <h1 className="text-3xl font-bold">Confirmation</h1>
    </Page>
  );
}
