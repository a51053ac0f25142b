import { eq } from "drizzle-orm";
import { ORDER_MESSAGES } from "@/shared/domain/orders/order-state";
import type { SettingsMap } from "@/shared/domain/site/settings";
import { normalizePostcode, UK_POSTCODE } from "@/shared/schemas/patient/patient-fields";
import type { ShippingChoice } from "@/shared/schemas/patient/patient-form";
import type { Ctx } from "../../../deps";
import { orders, patients } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { getSettings } from "../../../lib/site/settings";
import { toOrder } from "../order.mapper";
import { findOpenOrder, orderLineOf, refuseWhenNextPenFromAccount, requirePatientForSave } from "../patient.queries";

/** The pharmacy's collection address; the postcode is taken from line 3 when it holds one. */
function pickupAddress(s: SettingsMap) {
  const postcode = /([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i.exec(s.pharmacy_address_line3)?.[1] ?? null;
  return {
    ship_addr1: s.pharmacy_address_line1.slice(0, 200),
    ship_addr2: s.pharmacy_address_line2.slice(0, 200) || null,
    ship_addr3: s.pharmacy_address_line3.slice(0, 100) || null,
    ship_postcode: postcode && UK_POSTCODE.test(postcode) ? normalizePostcode(postcode) : null,
  };
}

/** PUT /api/patient/shipping: home delivery to an address, or collection from the pharmacy (docs/spec.md §4 delivery method, §5 shipping). */
export async function saveShipping({ db, now, actor }: Ctx, input: ShippingChoice) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, actor.userId);
    await refuseWhenNextPenFromAccount(tx, patient.patient_id);
    const order = await findOpenOrder(tx, patient.patient_id, true);
    if (!order) throw new AppError("not_found", ORDER_MESSAGES.noOrder);
    const address =
      input.deliveryMethod === "pickup"
        ? pickupAddress(await getSettings(tx))
        : {
            ship_addr1: input.address1,
            ship_addr2: input.address2 || null,
            ship_addr3: input.city,
            ship_postcode: normalizePostcode(input.postcode),
          };
    const [updated] = await tx
      .update(orders)
      .set({ delivery_method: input.deliveryMethod, ship_county: null, ...address, updated_at: now })
      .where(eq(orders.order_id, order.order_id))
      .returning();
    await tx
      .update(patients)
      .set({ delivery_method: input.deliveryMethod, updated_at: now })
      .where(eq(patients.patient_id, patient.patient_id));
    return toOrder(updated!, await orderLineOf(tx, order.order_id));
  });
}
