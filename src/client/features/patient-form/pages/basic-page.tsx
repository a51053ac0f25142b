import { Page } from "@/client/components/layout/page";

export default function BasicPage() {
  return (
    <Page title="Basic Information">
      <h1 className="text-3xl font-bold">Basic Information</h1>
    </Page>
  );
}
