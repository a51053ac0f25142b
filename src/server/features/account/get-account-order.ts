import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../lib/payments/provider";
import { getSettings } from "../../lib/site/settings";
import { readPatientOrder, requireOwnOrder } from "./account.queries";
import { toPatientOrder } from "./patient-order.mapper";

/** GET /api/account/orders/:id: one of the patient's own orders; anyone else's is not found. */
export async function getAccountOrder(db: Db, userId: string, rawId: string, payments: PaymentProvider) {
  const { order } = await requireOwnOrder(db, userId, rawId);
  return toPatientOrder(order, await readPatientOrder(db, order), await getSettings(db), payments);
}
