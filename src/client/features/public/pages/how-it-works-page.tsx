import { Page } from "@/client/components/layout/page";

export default function HowItWorksPage() {
  return (
    <Page title="How it Works">
      <h1 className="text-3xl font-bold">How it Works</h1>
    </Page>
  );
}
