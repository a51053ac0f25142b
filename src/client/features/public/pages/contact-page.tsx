import { Page } from "@/client/components/layout/page";

export default function ContactPage() {
  return (
    <Page title="Contact Us">
      <h1 className="text-3xl font-bold">Contact Us</h1>
    </Page>
  );
}
