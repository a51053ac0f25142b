import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { PatientView } from "../api/patients-api";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";

const CONSENT_LABEL: Record<string, string> = {
  yes: "Yes, may share with the GP",
  no: "No, does not consent to sharing",
  no_gp: "Has no GP",
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-zinc-600">{label}</dt>
      <dd className="whitespace-pre-wrap break-words">{children}</dd>
    </div>
  );
}

/** The latest questionnaire's "Your GP" card and, for a transfer, what the patient takes now (read-only, issue 11). */
export function GpAndTransferCard({ patient }: { patient: PatientView }) {
  const { gp, transfer } = patient;
  return (
    <Card>
      <CardHeader>
        <CardTitle>GP and Current Treatment</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="gp-heading">
          <h3 id="gp-heading" className="mb-3 font-semibold">
            GP
          </h3>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Item label="Consent to share">
              {gp.consent ? (CONSENT_LABEL[gp.consent] ?? gp.consent) : "Not answered"}
            </Item>
            {gp.consent !== "no_gp" && (
              <>
                <Item label="Practice name">{gp.practiceName || "—"}</Item>
                <Item label="Practice address">{gp.practiceAddress || "—"}</Item>
              </>
            )}
          </dl>
        </section>
        {patient.patientType === "existing" && (
          <section aria-labelledby="transfer-heading">
            <h3 id="transfer-heading" className="mb-3 font-semibold">
              Transfer details
            </h3>
            {transfer ? (
              <dl className="grid gap-3 sm:grid-cols-2">
                <Item label="Current provider">{transfer.provider}</Item>
                <Item label="Current dose">{transfer.doseMg !== null ? `${transfer.doseMg} mg` : "—"}</Item>
                <Item label="Last injection">
                  {transfer.lastInjection ? formatShortDate(transfer.lastInjection) : "—"}
                </Item>
                <Item label="Evidence">{transfer.evidence || "—"}</Item>
              </dl>
            ) : (
              <p className="text-sm text-zinc-600">No transfer details given yet.</p>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
