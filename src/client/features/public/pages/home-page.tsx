import { Page } from "@/client/components/layout/page";

export default function HomePage() {
  return (
    <Page title="Home">
      <h1 className="text-3xl font-bold">Home</h1>
    </Page>
  );
}
