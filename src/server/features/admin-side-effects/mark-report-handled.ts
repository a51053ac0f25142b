import { and, eq, isNull } from "drizzle-orm";
import type { StaffCtx } from "../../deps";
import { patients, sideEffectReports } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toStaffReport } from "./side-effect-report.mapper";

export const REPORT_NOT_FOUND = "Report not found";
export const ALREADY_HANDLED = "This report has already been marked handled";

/**
 * POST /api/admin/side-effects/:id/handled (prescribers only): the prescriber records what was
 * done; a red flag then no longer holds the patient's dispatches and re-orders. Audited.
 */
export async function markReportHandled(ctx: StaffCtx, { reportId: id, note }: { reportId: number; note: string }) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ report: sideEffectReports })
      .from(sideEffectReports)
      .innerJoin(patients, eq(patients.patient_id, sideEffectReports.patient_id))
      .where(and(eq(sideEffectReports.report_id, id), isNull(patients.archived_at)))
      .for("update", { of: sideEffectReports });
    if (!found) throw new AppError("not_found", REPORT_NOT_FOUND);
    if (found.report.handled_at) throw new AppError("conflict", ALREADY_HANDLED);
    const [row] = await tx
      .update(sideEffectReports)
      .set({
        handled_at: ctx.now,
        handled_by_employee_id: ctx.employee.employee_id,
        handled_by_name: ctx.actor.name,
        handled_note: note,
      })
      .where(eq(sideEffectReports.report_id, id))
      .returning();
    await writeAudit(tx, ctx.actor, "side_effect.handle", { type: "side_effect", id }, ["handled_at", "handled_note"]);
    return toStaffReport(row!);
  });
}
