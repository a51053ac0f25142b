import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import type { OrderDetail } from "../../api/orders-api";

type Prescription = NonNullable<OrderDetail["dispensing"]["prescription"]>;

const SAID: Record<Prescription["signature"], string | null> = {
  valid: null,
  filed: null,
  unsigned: `${SIGNING_MESSAGES.notSigned} Nothing is dispensed from it.`,
  mismatch: `${SIGNING_MESSAGES.doesNotMatch}: a particular changed after signing. Nothing is dispensed from it.`,
  not_filed: "Paper prescription: a pharmacist records it signed and filed before it is dispensed.",
};

/**
 * Said above the dispensing checklist (decision 118) when the prescription cannot be dispensed
 * from as it is: unsigned, no longer matching its signature, or a paper one not yet filed; with
 * the way to the prescription, where it is verified or filed. Nothing when it is validly signed.
 */
export function PrescriptionNotice({ prescription }: { prescription: Prescription | null }) {
  const said = prescription ? SAID[prescription.signature] : null;
  if (!prescription || !said) return null;
  return (
    <p role="status" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {said}{" "}
      <Link to={paths.admin.prescriptionPrint(prescription.prescriptionId)} className="underline">
        Open the prescription
      </Link>
    </p>
  );
}
