import { isOutOfRange } from "@/shared/domain/dispensing/fridge";
import { ukDay } from "@/shared/domain/people/retention";
import type { FridgeReadingInput } from "@/shared/schemas/orders/dispensary";
import type { StaffCtx } from "../../deps";
import { fridgeReadings } from "../../db/schema";
import { queueFridgeAlert } from "../../email/staff/fridge-alert";
import { toFridgeReading } from "./fridge-reading.mapper";
import { openExcursionFor } from "../../lib/dispensing/fridge-excursions";

const ukTime = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" });

/**
 * POST /api/admin/fridge (decision 098): any employee records the fridge's current, minimum and
 * maximum temperature. One outside 2-8 °C comes with the action taken (the schema asks for it)
 * and alerts the superintendent by e-mail, in the same transaction.
 */
export async function recordFridgeReading(ctx: StaffCtx, input: FridgeReadingInput) {
  const outOfRange = isOutOfRange(input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fridgeReadings)
      .values({
        current_c: input.currentC,
        min_c: input.minC,
        max_c: input.maxC,
        out_of_range: outOfRange,
        action_taken: input.actionTaken || null,
        recorded_by_employee_id: ctx.employee.employee_id,
        recorded_by_name: ctx.actor.name,
        recorded_at: ctx.now,
      })
      .returning();
    let alerted = 0;
    if (outOfRange) {
      // Decision 121: supply is held until a pharmacist records the assessment.
      await openExcursionFor(tx, row!.reading_id, ctx.now);
      alerted = await queueFridgeAlert(tx, {
        readingId: row!.reading_id,
        currentC: input.currentC,
        minC: input.minC,
        maxC: input.maxC,
        recordedBy: ctx.actor.name,
        at: `${ukDay(ctx.now)} ${ukTime.format(ctx.now)}`,
        actionTaken: input.actionTaken ?? "",
        link: `${ctx.appUrl}/admin/fridge`,
      });
    }
    return { reading: toFridgeReading(row!), alerted };
  });
}
