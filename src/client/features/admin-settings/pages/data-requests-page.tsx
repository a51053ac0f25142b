import { Page } from "@/client/components/layout/page";
import { DeletionRequestsCard } from "@/client/features/admin-shell/components/dashboard/deletion-requests-card";
import { UnusedAccountsCard } from "../components/unused-accounts-card";

/** /admin/data-requests (decisions 066, 093): patients' requests to delete their account, and accounts unused for 2 years. */
export default function DataRequestsPage() {
  return (
    <Page title="Data requests" className="max-w-4xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Data requests</h1>
      <p className="mt-1 text-zinc-600">
        Patients' requests to delete their account, and accounts nobody uses any more.
      </p>
      <div className="mt-6 grid gap-6">
        <DeletionRequestsCard more={false} />
        <UnusedAccountsCard />
      </div>
    </Page>
  );
}
