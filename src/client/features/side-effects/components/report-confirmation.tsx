import { AlertTriangle, ExternalLink } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { ReportResult } from "../api/side-effects-api";

/** After a report: the urgent advice first when there was a red flag, then the Yellow Card link for every report. */
export function ReportConfirmation({ result, onAnother }: { result: ReportResult; onAnother: () => void }) {
  return (
    <div className="mt-6 grid gap-6">
      {result.advice && <UrgentAdvice advice={result.advice} />}
      <Card>
        <CardHeader>
          <CardTitle>Thank you, we have your report</CardTitle>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-3">
          <p>
            {result.redFlag
              ? "Our pharmacist has been alerted and will review your report. We will not send your next pen until they have."
              : "Our pharmacist will read it and contact you if needed."}
          </p>
          <p>
            You can also report side effects to the medicines regulator, the MHRA, through the Yellow Card scheme. This
            helps keep medicines safe for everyone.
          </p>
          <Button asChild variant="outline">
            <a href={result.yellowCardUrl} rel="noopener noreferrer" target="_blank">
              Report to the Yellow Card scheme
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
          <Button variant="link" size="inline" onClick={onAnother}>
            Report something else
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** The advice a red flag calls for, shown at once and announced. */
export function UrgentAdvice({ advice }: { advice: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <AlertTriangle className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <p className="text-lg font-semibold">{advice}</p>
    </div>
  );
}
