import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import { paperPrescriptionFilings } from "../../db/schema";
import type { StaffCtx } from "../../deps";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { signatureState } from "../../lib/prescribing/prescription-signing";
import { findPrescription, signatureView } from "./get-prescription";

/**
 * POST /api/admin/prescriptions/:id/paper-filed (decision 118): an approval made before
 * electronic signing has a paper prescription; a pharmacist records that it is signed by its
 * prescriber and filed, once, before anything is dispensed from it. 403 for anyone else, 409 for
 * an electronic prescription or one already filed. Audited.
 */
export async function filePaperPrescription(ctx: StaffCtx, id: number) {
  const { db, now, employee, actor } = ctx;
  if (employee.registration !== "pharmacist") throw new AppError("forbidden", SIGNING_MESSAGES.pharmacistFiles);
  const { rx } = await findPrescription(db, id);
  if (rx.form !== "paper") throw new AppError("conflict", SIGNING_MESSAGES.notPaper);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paperPrescriptionFilings)
      .values({ prescription_id: id, employee_id: employee.employee_id, filed_by_name: actor.name, filed_at: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new AppError("conflict", SIGNING_MESSAGES.alreadyFiled);
    await writeAudit(tx, actor, "prescription.paper_filed", { type: "prescription", id }, ["paper_filed"]);
    return { prescriptionId: id, signature: signatureView(await signatureState(tx, rx)) };
  });
}
