import { Page } from "@/client/components/layout/page";

export default function SafetyPage() {
  return (
    <Page title="Patient Safety Check">
      <h1 className="text-3xl font-bold">Patient Safety Check</h1>
    </Page>
  );
}
