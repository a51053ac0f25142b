import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import { useFilePaperPrescription, type usePrescription, useVerifyPrescription } from "../api/consultations-api";
import { DocSection } from "./print-document";

type PrescriptionData = NonNullable<ReturnType<typeof usePrescription>["data"]>;
type Signature = PrescriptionData["signature"];

/** Who signed and when, with the hash's first digits; or why nothing is dispensed from it yet. */
function signatureLine(s: Signature) {
  if (s.form === "paper")
    return s.status === "filed" && "filedBy" in s
      ? `Paper prescription: signed and filed, recorded by ${s.filedBy} on ${formatDateTime(s.filedAt)}.`
      : "Paper prescription: not yet recorded as signed and filed. Nothing is dispensed from it until a pharmacist does.";
  if (s.status === "unsigned" || !("signer" in s)) return SIGNING_MESSAGES.notSigned;
  return `Signed electronically by ${s.signer.name} (${s.signer.regulator} ${s.signer.number}) on ${formatDateTime(s.signedAt)}`;
}

/**
 * The prescription's signature (decision 118): the electronic signature's line and hash, and
 * "Verify signature", which checks it now; a paper prescription (an approval made before
 * electronic signing) offers "Paper prescription signed and filed" to a pharmacist.
 */
export function PrescriptionSignature({ rx }: { rx: PrescriptionData }) {
  const verify = useVerifyPrescription(rx.prescriptionId);
  const file = useFilePaperPrescription(rx.prescriptionId);
  const [verdict, setVerdict] = useState<string | null>(null);
  const s = rx.signature;
  const check = () =>
    verify.mutate(undefined, {
      onSuccess: (result) =>
        setVerdict(result.signature.status === "valid" ? SIGNING_MESSAGES.matches : SIGNING_MESSAGES.doesNotMatch),
      onError: (error) => setVerdict(errorMessage(error)),
    });
  return (
    <DocSection title="Signature">
      {rx.voided && (
        <p className="font-medium text-red-700">
          Void: a correction superseded the decision this prescription belongs to. It is kept on record only.
        </p>
      )}
      <p className="font-medium">{signatureLine(s)}</p>
      {"hashPrefix" in s && (
        <p className="text-sm text-zinc-600">
          SHA-256 of the particulars begins <span className="font-mono">{s.hashPrefix}</span>
        </p>
      )}
      {s.form === "electronic" && s.status === "mismatch" && (
        <p className="font-medium text-red-700">{SIGNING_MESSAGES.doesNotMatch}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3 print:hidden">
        {s.form === "electronic" && s.status !== "unsigned" && (
          <Button type="button" variant="outline" onClick={check} disabled={verify.isPending}>
            {verify.isPending ? "Verifying..." : "Verify signature"}
          </Button>
        )}
        {s.form === "paper" && s.status === "not_filed" && (
          <Button
            type="button"
            variant="outline"
            disabled={file.isPending}
            onClick={() =>
              file.mutate(undefined, {
                onSuccess: () => notify.success("Paper prescription recorded as signed and filed"),
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            Paper prescription signed and filed
          </Button>
        )}
        <p role="status" aria-live="polite" className="font-medium">
          {verdict}
        </p>
      </div>
    </DocSection>
  );
}
