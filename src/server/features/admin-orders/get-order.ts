import { desc, eq } from "drizzle-orm";
import { isoToday } from "@/shared/domain/age";
import { type Courier, MIN_EXPIRY_DAYS, needsColdChainConfirmation, trackingUrl } from "@/shared/domain/dispensing";
import { availableActions, ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/order-lifecycle";
import { PAYMENT_METHOD_LABEL, type PaymentMethod } from "@/shared/domain/payments";
import type { Db } from "../../db/client";
import { orderLine, pomRegister, prescriptions, products } from "../../db/schema";
import { type Actor, writeAudit } from "../../lib/audit";
import { orderTimeline } from "../../lib/order-timeline";
import { paymentOf } from "../../lib/payments";
import { getSettings } from "../../lib/settings";
import { addressLine, requireStaffOrder } from "./admin-orders.queries";
import { orderDispensing } from "./order-dispensing";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/admin/orders/:id: the order with what staff may do now, its timeline, payment,
 * dispensing steps and register entry. An audited read. Dispensing is offered as its three
 * steps (decision 095), never as a move of its own.
 */
export async function getOrder(db: Db, orderId: number, actor: Actor & { employeeId: number }, now: Date) {
  const { order: o, patient: p } = await requireStaffOrder(db, orderId);
  const state = orderStateOf(o.order_status_id);
  const method = o.delivery_method === "pickup" ? "pickup" : o.delivery_method === "delivery" ? "delivery" : null;
  const [settings, [line], [prescription], payment, [entry], timeline] = await Promise.all([
    getSettings(db),
    db
      .select({ product: products.name, description: orderLine.item_description })
      .from(orderLine)
      .leftJoin(products, eq(products.product_id, orderLine.product_id))
      .where(eq(orderLine.order_id, orderId))
      .limit(1),
    db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.order_id, orderId))
      .orderBy(desc(prescriptions.prescription_id))
      .limit(1),
    paymentOf(db, orderId),
    db.select().from(pomRegister).where(eq(pomRegister.order_id, orderId)).limit(1),
    orderTimeline(db, orderId),
  ]);
  const dispensing = await orderDispensing(
    db,
    { orderId, patientId: p.patient_id, state },
    { employeeId: actor.employeeId },
    settings,
  );
  await writeAudit(db, actor, "order.view", { type: "order", id: orderId });
  return {
    order: {
      orderId: o.order_id,
      state,
      stateLabel: ORDER_STATE_LABEL[state],
      date: o.date,
      completedAt: o.completed_at?.toISOString() ?? null,
      deliveryMethod: method,
      product: line?.product ?? line?.description ?? o.product_name ?? null,
      total: o.total,
      vat: o.vat,
      totalDue: o.total_due,
      deliveryAddress:
        method === "delivery"
          ? [o.ship_addr1, o.ship_addr2, o.ship_addr3, o.ship_county, o.ship_postcode].filter((l): l is string =>
              Boolean(l?.trim()),
            )
          : [],
      collectionFrom:
        method === "pickup"
          ? addressLine(
              settings.display_name,
              settings.pharmacy_address_line1,
              settings.pharmacy_address_line2,
              settings.pharmacy_address_line3,
            )
          : null,
      courier: o.courier,
      trackingNumber: o.tracking_number,
      trackingUrl: o.courier && o.tracking_number ? trackingUrl(o.courier as Courier, o.tracking_number) : null,
    },
    patient: {
      patientId: p.patient_id,
      name: [p.firstname, p.lastname].filter(Boolean).join(" ") || "No name",
      email: p.email,
      phone: p.mobile,
      dateOfBirth: p.date_of_birth,
      address: addressLine(p.address1, p.address2, p.address3, p.postcode),
    },
    prescription: prescription
      ? {
          medicine: prescription.medicine_name,
          strength: prescription.strength,
          quantity: prescription.quantity,
          directions: prescription.directions,
          prescriberName: prescription.prescriber_name,
          prescriberGphc: prescription.prescriber_gphc,
          issuedOn: prescription.issued_on,
        }
      : null,
    payment: payment
      ? {
          method: PAYMENT_METHOD_LABEL[payment.method as PaymentMethod] ?? payment.method,
          reference: payment.reference,
          amount: payment.amount,
          recordedBy: payment.recorded_by_name,
          at: payment.created_at.toISOString(),
        }
      : null,
    registerEntry: entry
      ? {
          entryId: entry.entry_id,
          entryDate: entry.entry_date,
          batchNumber: entry.batch_number,
          expiryDate: entry.expiry_date,
          enteredBy: entry.entered_by_name,
        }
      : null,
    timeline,
    actions: availableActions({ id: o.order_id, state, deliveryMethod: method }, "staff").filter(
      (a) => a !== "dispense",
    ),
    // What the dialogs need from the server's clock: the earliest expiry and the weekend rule.
    dispensing: {
      ...dispensing,
      minExpiryDate: isoToday(new Date(now.getTime() + MIN_EXPIRY_DAYS * DAY_MS)),
      coldChainRequired: needsColdChainConfirmation(now),
    },
  };
}
