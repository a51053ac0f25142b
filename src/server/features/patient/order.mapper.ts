/**
 * The patient's order as the dose, shipping, confirmation and success steps read it. Pure: the
 * operation reads the rows once and passes them in.
 */
import { splitOpeningHours, type SettingsMap } from "@/shared/domain/site/settings";
import { fullName } from "./patient.mapper";
import type { listDoses, OrderLine, OrderRow, PatientRow } from "./patient.queries";

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

export function toOrder(o: OrderRow, line: OrderLine | undefined) {
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
export function toCompletedOrder(patient: PatientRow, o: OrderRow, line: OrderLine | undefined, settings: SettingsMap) {
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
export function toDoseStep(step: {
  order: OrderRow;
  line: OrderLine | undefined;
  starterDoseOnly: boolean;
  doses: Awaited<ReturnType<typeof listDoses>>;
  waitingFor: number[];
}) {
  return {
    order: toOrder(step.order, step.line),
    starterDoseOnly: step.starterDoseOnly,
    doses: step.doses,
    waitingFor: step.waitingFor,
  };
}
