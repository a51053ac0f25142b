import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { signatureState } from "../../lib/prescribing/prescription-signing";
import { findPrescription, signatureView } from "./get-prescription";

/**
 * POST /api/admin/prescriptions/:id/verify (decision 118): "Verify signature" checks the
 * signature now against the prescription's particulars as the database holds them. Audited.
 */
export async function verifyPrescription({ db, actor }: Ctx, id: number) {
  const { rx } = await findPrescription(db, id);
  const state = await signatureState(db, rx);
  await writeAudit(db, actor, "prescription.verify", { type: "prescription", id });
  return { prescriptionId: id, signature: signatureView(state) };
}
