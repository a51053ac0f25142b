import { Page } from "@/client/components/layout/page";

export default function AboutPage() {
  return (
    <Page title="About Us">
      <h1 className="text-3xl font-bold">About Us</h1>
    </Page>
  );
}
