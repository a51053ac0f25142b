import { Page } from "@/client/components/layout/page";

export default function DataPage() {
  return (
    <Page title="Data Protection">
      <h1 className="text-3xl font-bold">Data Protection</h1>
    </Page>
  );
}
