import { Page } from "@/client/components/layout/page";

export default function TermsPage() {
  return (
    <Page title="Terms & Conditions">
      <h1 className="text-3xl font-bold">Terms & Conditions</h1>
    </Page>
  );
}
