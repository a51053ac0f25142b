import { eq } from "drizzle-orm";
import { INCIDENT_MESSAGES } from "@/shared/domain/dispensing/incidents";
import type { StaffCtx } from "../../deps";
import { incidents } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toIncident } from "./incident.mapper";

/**
 * POST /api/admin/incidents/:id/close (decision 098): the superintendent (behind requireRole)
 * closes an incident once, with a note of what was done if they wish. Nothing else of it ever
 * changes (the table's trigger).
 */
export async function closeIncident(
  ctx: StaffCtx,
  { incidentId, closingNote }: { incidentId: number; closingNote?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(incidents).where(eq(incidents.incident_id, incidentId)).for("update");
    if (!row) throw new AppError("not_found", INCIDENT_MESSAGES.notFound);
    if (row.closed_at) throw new AppError("conflict", INCIDENT_MESSAGES.alreadyClosed);
    const [closed] = await tx
      .update(incidents)
      .set({
        closed_at: ctx.now,
        closed_by_employee_id: ctx.employee.employee_id,
        closed_by_name: ctx.actor.name,
        closing_note: closingNote || null,
      })
      .where(eq(incidents.incident_id, incidentId))
      .returning();
    await writeAudit(tx, ctx.actor, "incident.close", { type: "incident", id: incidentId });
    return { incident: toIncident(closed!) };
  });
}
