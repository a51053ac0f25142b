import { asc, desc, eq } from "drizzle-orm";
import { DAY_MS, isoToday } from "@/shared/domain/dates";
import {
  type Courier,
  MIN_EXPIRY_DAYS,
  needsColdChainConfirmation,
  trackingUrl,
} from "@/shared/domain/dispensing/dispensing";
import { availableActions, ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { penceToDecimal } from "@/shared/domain/payments/money";
import { methodLabel, PAYMENT_PROVIDER_LABEL, type PaymentProvider } from "@/shared/domain/payments/payments";
import type { StaffCtx } from "../../deps";
import { orderLine, pomRegister, pomRegisterNotes, prescriptions, products } from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";
import { orderTimeline } from "../../lib/orders/order-timeline";
import { moneyOf } from "../../lib/payments/money";
import { getSettings } from "../../lib/site/settings";
import { addressLine, requireStaffOrder } from "./admin-orders.queries";
import { stepActorOf } from "./dispensing/dispensing.queries";
import { orderDispensing } from "./dispensing/order-dispensing";

/**
 * GET /api/admin/orders/:id: the order with what staff may do now, its timeline, its money
 * (payments, refunds, what is left to pay or to refund: decision 101), its dispensing steps and
 * register entries. An audited read. Dispensing is offered as its three steps (decision 095), never
 * as a move of its own. A card payment can be refunded to the card when the card provider is
 * set up (`ctx.payments`).
 */
export async function getOrder(ctx: StaffCtx, orderId: number) {
  const { db, actor, now } = ctx;
  const cardRefunds = ctx.payments.kind === "stripe";
  const { order: o, patient: p } = await requireStaffOrder(db, orderId);
  const state = orderStateOf(o.order_status_id);
  const method = o.delivery_method === "pickup" ? "pickup" : o.delivery_method === "delivery" ? "delivery" : null;
  const [settings, [line], [prescription], money, entries, notes, timeline] = await Promise.all([
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
    moneyOf(db, o),
    db.select().from(pomRegister).where(eq(pomRegister.order_id, orderId)).orderBy(asc(pomRegister.entry_id)),
    db
      .select()
      .from(pomRegisterNotes)
      .where(eq(pomRegisterNotes.order_id, orderId))
      .orderBy(asc(pomRegisterNotes.note_id)),
    orderTimeline(db, orderId),
  ]);
  const dispensing = await orderDispensing(
    db,
    { orderId, patientId: p.patient_id, state },
    stepActorOf(ctx.employee),
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
          prescriberRegulator: prescription.prescriber_regulator,
          prescriberNumber: prescription.prescriber_number,
          issuedOn: prescription.issued_on,
        }
      : null,
    money: {
      paid: penceToDecimal(money.position.paid),
      refunded: penceToDecimal(money.position.refunded),
      refundPending: penceToDecimal(money.position.refundPending),
      leftToPay: penceToDecimal(money.position.outstanding),
      refundable: penceToDecimal(money.position.refundable),
      payments: money.payments.map((y) => ({
        paymentId: y.payment_id,
        provider: PAYMENT_PROVIDER_LABEL[y.provider as PaymentProvider] ?? y.provider,
        method: methodLabel(y.method),
        reference: y.reference,
        amount: y.amount,
        recordedBy: y.recorded_by_name,
        at: y.created_at.toISOString(),
      })),
      refunds: money.refunds.map((r) => ({
        refundId: r.refundId,
        method: methodLabel(r.method),
        reference: r.reference,
        amount: r.amount,
        status: r.status,
        requestedBy: r.requestedBy,
        at: r.at.toISOString(),
      })),
      // A refund to the card needs the provider set up and a card payment to give back from.
      cardRefund: cardRefunds && money.payments.some((y) => y.provider === "stripe"),
    },
    // One entry per supply, oldest first, each with the notes added since (decision 125: a return).
    registerEntries: entries.map((entry) => ({
      entryId: entry.entry_id,
      entryDate: entry.entry_date,
      batchNumber: entry.batch_number,
      expiryDate: entry.expiry_date,
      enteredBy: entry.entered_by_name,
      notes: notes
        .filter((n) => n.entry_id === entry.entry_id)
        .map((n) => ({ note: n.note, by: n.entered_by_name, at: n.created_at.toISOString() })),
    })),
    timeline,
    // "Record a return" asks what happens next (decision 125): its re-dispatch is not a button of its own.
    actions: availableActions({ id: o.order_id, state, deliveryMethod: method }, "staff").filter(
      (a) => a !== "dispense" && a !== "redispatch",
    ),
    // What the dialogs need from the server's clock: the earliest expiry and the weekend rule.
    dispensing: {
      ...dispensing,
      minExpiryDate: isoToday(new Date(now.getTime() + MIN_EXPIRY_DAYS * DAY_MS)),
      coldChainRequired: needsColdChainConfirmation(now),
    },
  };
}
