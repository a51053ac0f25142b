import type { Ctx } from "../../deps";
import { getSettings } from "../../lib/site/settings";
import { readPatientOrder, requireOwnOrder } from "./account.queries";
import { toPatientOrder } from "./patient-order.mapper";

/** GET /api/account/orders/:id: one of the patient's own orders; anyone else's is not found. */
export async function getAccountOrder({ db, actor, payments }: Ctx, { orderId }: { orderId: number }) {
  const { order } = await requireOwnOrder(db, actor.userId, orderId);
  return toPatientOrder(order, await readPatientOrder(db, order), await getSettings(db), payments);
}
