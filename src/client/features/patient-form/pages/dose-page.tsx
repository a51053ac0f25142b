import { Page } from "@/client/components/layout/page";

export default function DosePage() {
  return (
    <Page title="Dose Selection">
      <h1 className="text-3xl font-bold">Dose Selection</h1>
    </Page>
  );
}
