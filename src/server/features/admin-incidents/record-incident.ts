import { eq } from "drizzle-orm";
import { INCIDENT_MESSAGES } from "@/shared/domain/dispensing/incidents";
import type { IncidentInput } from "@/shared/schemas/orders/dispensary";
import type { StaffCtx } from "../../deps";
import { incidents, orders } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toIncident } from "./incident.mapper";

/**
 * POST /api/admin/incidents (decision 098): any employee records an incident or a near miss:
 * what happened, the order if any, the category and the learning. It stays open until the
 * superintendent closes it.
 */
export async function recordIncident(ctx: StaffCtx, input: IncidentInput) {
  return ctx.db.transaction(async (tx) => {
    if (input.orderId !== undefined) {
      const [order] = await tx
        .select({ id: orders.order_id, statusId: orders.order_status_id })
        .from(orders)
        .where(eq(orders.order_id, input.orderId))
        .limit(1);
      // A draft is the patient's own, not yet an order of the pharmacy's (docs/spec.md §9 ids 1 and 2).
      if (!order || order.statusId === 1 || order.statusId === 2)
        throw new AppError("invalid_input", INCIDENT_MESSAGES.orderNotFound, {
          fields: { orderId: INCIDENT_MESSAGES.orderNotFound },
        });
    }
    const [row] = await tx
      .insert(incidents)
      .values({
        kind: input.kind,
        category: input.category,
        order_id: input.orderId ?? null,
        what_happened: input.whatHappened,
        learning: input.learning,
        reported_by_employee_id: ctx.employee.employee_id,
        reported_by_name: ctx.actor.name,
        created_at: ctx.now,
      })
      .returning();
    await writeAudit(tx, ctx.actor, "incident.create", { type: "incident", id: row!.incident_id });
    return { incident: toIncident(row!) };
  });
}
