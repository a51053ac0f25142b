import { ORDER_MESSAGES } from "@/shared/domain/orders/order-state";
import type { Ctx } from "../../../deps";
import { AppError } from "../../../lib/http/app-error";
import { getSettings } from "../../../lib/site/settings";
import { toCompletedOrder } from "../order.mapper";
import { latestCompletedOrder, orderLineOf, requirePatient } from "../patient.queries";

/** GET /api/patient/orders/latest: /order-success opened without navigation state shows the latest completed order. */
export async function getLatestCompletedOrder({ db, actor }: Ctx) {
  const patient = await requirePatient(db, actor.userId);
  const order = await latestCompletedOrder(db, patient.patient_id);
  if (!order) throw new AppError("not_found", ORDER_MESSAGES.noCompletedOrder);
  return toCompletedOrder(patient, order, await orderLineOf(db, order.order_id), await getSettings(db));
}
