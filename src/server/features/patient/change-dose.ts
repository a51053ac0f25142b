import { eq } from "drizzle-orm";
import { DOSE_NOT_AVAILABLE_MESSAGE, isDoseAllowed } from "@/shared/domain/dose-eligibility";
import { SELECT_DOSE_MESSAGE } from "@/shared/schemas/patient-form";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { toDoseStep } from "./order.mapper";
import { setOrderLine } from "../../lib/order-lines";
import { ensureOpenOrder, requirePatient, starterDoseOnly } from "./patient.queries";

/** PUT /api/patient/dose: the requested dose on the open order, at the product's price (docs/spec.md §4; decision 020). */
export async function changeDose(db: Db, userId: string, productId: number) {
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, userId);
    const order = await ensureOpenOrder(tx, patient);
    // docs/spec.md §4: the restriction is the server's, whatever the client sends.
    if (!isDoseAllowed(productId, await starterDoseOnly(tx, patient))) {
      const [exists] = await tx
        .select({ id: products.product_id })
        .from(products)
        .where(eq(products.product_id, productId));
      throw exists
        ? new AppError("forbidden", DOSE_NOT_AVAILABLE_MESSAGE)
        : new AppError("invalid_input", SELECT_DOSE_MESSAGE);
    }
    await setOrderLine(tx, order.order_id, productId);
    return toDoseStep(tx, patient, order.order_id);
  });
}
