import { Page } from "@/client/components/layout/page";

export default function AmISuitablePage() {
  return (
    <Page title="Am I Suitable?">
      <h1 className="text-3xl font-bold">Am I Suitable?</h1>
    </Page>
  );
}
