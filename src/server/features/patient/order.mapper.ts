/** The patient's order as the dose, shipping, confirmation and success steps read it. */
import { splitOpeningHours, type SettingsMap } from "@/shared/domain/settings";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema";
import { fullName } from "./patient.mapper";
import { listDoses, orderLineOf, type OrderRow, type PatientRow, starterDoseOnly } from "./patient.queries";

function addressLinesOf(o: OrderRow): string[] {
  const lines = [o.ship_addr1, o.ship_addr2, o.ship_addr3].filter((l): l is string => Boolean(l && l.trim()));
  // The pharmacy's line 3 often ends with its postcode already: it is not repeated.
  const postcode = o.ship_postcode?.trim();
  if (postcode && !lines.some((l) => l.toUpperCase().endsWith(postcode.toUpperCase()))) lines.push(postcode);
  return lines;
}

/** Where the order goes: the pharmacy's name and address for a collection, else the delivery address. */
export function shippingLinesOf(o: OrderRow, s: SettingsMap): string[] {
  return o.delivery_method === "pickup" ? [s.display_name, ...addressLinesOf(o)] : addressLinesOf(o);
}

/** The collection's opening hours, one a line; none for a delivery. */
export const openingHoursOf = (o: OrderRow, s: SettingsMap) =>
  o.delivery_method === "pickup" ? splitOpeningHours(s.pharmacy_opening_hours) : [];

export async function toOrder(db: DbOrTx, o: OrderRow) {
  const line = await orderLineOf(db, o.order_id);
  return {
    orderId: o.order_id,
    statusId: o.order_status_id,
    date: o.date,
    productId: line?.productId ?? null,
    productName: line?.productName ?? null,
    deliveryMethod: o.delivery_method as "delivery" | "pickup" | null,
    shipping: {
      address1: o.ship_addr1 ?? "",
      address2: o.ship_addr2 ?? "",
      city: o.ship_addr3 ?? "",
      postcode: o.ship_postcode ?? "",
    },
    total: o.total,
    vat: o.vat,
    totalDue: o.total_due,
  };
}

/** docs/spec.md §7 consultation booking link: cal_booking_url with email, name and location. */
function bookingUrl(base: string, data: { email: string; name: string; orderId: number; patientId: number }): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return "";
  }
  url.searchParams.set("email", data.email);
  url.searchParams.set("name", data.name);
  url.searchParams.set("location", `Order: ${data.orderId} | Patient ID: ${data.patientId}`);
  return url.toString();
}

/** A completed order as the order-success page and the e-mails show it. */
export async function toCompletedOrder(db: DbOrTx, patient: PatientRow, o: OrderRow, settings: SettingsMap) {
  const line = await orderLineOf(db, o.order_id);
  return {
    orderId: o.order_id,
    patientId: patient.patient_id,
    productName: o.product_name ?? line?.productName ?? "",
    total: o.total,
    vat: o.vat,
    totalDue: o.total_due,
    date: o.date,
    completedAt: o.completed_at?.toISOString() ?? null,
    name: fullName(patient),
    email: patient.email ?? "",
    deliveryMethod: (o.delivery_method ?? "delivery") as "delivery" | "pickup",
    shippingLines: shippingLinesOf(o, settings),
    openingHours: openingHoursOf(o, settings),
    bookingUrl: bookingUrl(settings.cal_booking_url, {
      email: patient.email ?? "",
      name: fullName(patient),
      orderId: o.order_id,
      patientId: patient.patient_id,
    }),
  };
}

/** The dose step: the open order, the restriction and every dose with whether it may be requested. */
export async function toDoseStep(db: DbOrTx, patient: PatientRow, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.order_id, orderId)).limit(1);
  const restricted = await starterDoseOnly(db, patient);
  return { order: await toOrder(db, order!), newPatientRestricted: restricted, doses: await listDoses(db, restricted) };
}
