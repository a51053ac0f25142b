import { eq } from "drizzle-orm";
import { DOSE_NOT_AVAILABLE_MESSAGE, isDoseAllowed } from "@/shared/domain/treatment/dose-eligibility";
import { SELECT_DOSE_MESSAGE } from "@/shared/schemas/patient/patient-form";
import type { Ctx } from "../../../deps";
import { products } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { toDoseStep } from "../order.mapper";
import { setOrderLine } from "../../../lib/orders/order-lines";
import { requireInStock } from "../../../lib/dispensing/stock";
import { ensureOpenOrder, readDoseStep, requirePatient, starterDoseOnly } from "../patient.queries";

/**
 * PUT /api/patient/dose: the requested dose on the open order, at the product's price (docs/spec.md §4; decision 020).
 * The restriction is read once and used for the open order's line, the check and the answer.
 */
export async function changeDose({ db, now, actor }: Ctx, { productId }: { productId: number }) {
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, actor.userId);
    const restricted = await starterDoseOnly(tx, patient);
    const order = await ensureOpenOrder(tx, patient, restricted, now);
    // docs/spec.md §4: the restriction is the server's, whatever the client sends.
    if (!isDoseAllowed(productId, restricted)) {
      const [exists] = await tx
        .select({ id: products.product_id })
        .from(products)
        .where(eq(products.product_id, productId));
      throw exists
        ? new AppError("forbidden", DOSE_NOT_AVAILABLE_MESSAGE)
        : new AppError("invalid_input", SELECT_DOSE_MESSAGE);
    }
    // Decision 124: a strength out of stock cannot be chosen.
    await requireInStock(tx, productId, now);
    await setOrderLine(tx, order.order_id, productId, now);
    return toDoseStep(await readDoseStep(tx, order.order_id, restricted, now));
  });
}
