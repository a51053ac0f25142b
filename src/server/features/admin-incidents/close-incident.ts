import { eq } from "drizzle-orm";
import { INCIDENT_MESSAGES } from "@/shared/domain/dispensing/incidents";
import type { Db } from "../../db/client";
import { incidents } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { type Actor, writeAudit } from "../../lib/people/audit";
import { pathId } from "../../lib/http/path-id";
import { toIncident } from "./incident.mapper";

export const incidentIdFrom = (raw: string) => pathId(raw, INCIDENT_MESSAGES.notFound);

/**
 * POST /api/admin/incidents/:id/close (decision 098): the superintendent (behind requireRole)
 * closes an incident once, with a note of what was done if they wish. Nothing else of it ever
 * changes (the table's trigger).
 */
export async function closeIncident(
  db: Db,
  incidentId: number,
  closingNote: string | undefined,
  ctx: { actor: Actor; employee: { employeeId: number; name: string }; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(incidents).where(eq(incidents.incident_id, incidentId)).for("update");
    if (!row) throw new AppError("not_found", INCIDENT_MESSAGES.notFound);
    if (row.closed_at) throw new AppError("conflict", INCIDENT_MESSAGES.alreadyClosed);
    const [closed] = await tx
      .update(incidents)
      .set({
        closed_at: ctx.now,
        closed_by_employee_id: ctx.employee.employeeId,
        closed_by_name: ctx.employee.name,
        closing_note: closingNote || null,
      })
      .where(eq(incidents.incident_id, incidentId))
      .returning();
    await writeAudit(tx, ctx.actor, "incident.close", { type: "incident", id: incidentId });
    return { incident: toIncident(closed!) };
  });
}
