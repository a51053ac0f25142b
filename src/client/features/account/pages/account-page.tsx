import { Page } from "@/client/components/layout/page";
import { YourDataCard } from "../components/your-data-card";

/** /account: the signed-in patient's own page. Orders and treatment are added here later. */
export default function AccountPage() {
  return (
    <Page title="My account" className="max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-zinc-900 sm:text-3xl">My account</h1>
      <div className="grid gap-6">
        <YourDataCard />
      </div>
    </Page>
  );
}
