import { useState } from "react";
import { LoadFailed } from "@/client/components/layout/load-failed";
import { BackToAccount, NoTreatmentYet } from "@/client/components/layout/account-page-parts";
import { Page } from "@/client/components/layout/page";
import { Spinner } from "@/client/components/ui/spinner";
import { type ReportResult, useHasPatientRecord } from "../api/side-effects-api";
import { ReportConfirmation } from "../components/report-confirmation";
import { ReportForm } from "../components/report-form";

/** /account/side-effects: report a side effect at any time; a red flag's advice shows at once (issue 13). */
export default function SideEffectsPage() {
  const record = useHasPatientRecord();
  const [result, setResult] = useState<ReportResult | null>(null);
  return (
    <Page title="Report a side effect" className="max-w-3xl">
      <BackToAccount />
      <h1 className="mt-4 text-3xl font-bold">Report a side effect</h1>
      <p className="mt-2 text-zinc-600">
        Tell our pharmacist how you are getting on. If you feel very unwell, do not wait for us: call NHS 111, or 999 in
        an emergency.
      </p>
      {record.isPending ? (
        <Spinner label="Loading..." className="min-h-40" />
      ) : record.isError ? (
        <LoadFailed message="We could not load this page." onRetry={() => void record.refetch()} className="mt-6" />
      ) : !record.data ? (
        <NoTreatmentYet />
      ) : result ? (
        <ReportConfirmation result={result} onAnother={() => setResult(null)} />
      ) : (
        <ReportForm
          onReported={(r) => {
            setResult(r);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Page>
  );
}
