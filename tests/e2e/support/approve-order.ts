/**
 * Test-only: what a prescriber's approval leaves behind (the consultation approved, the
 * decision, the printed prescription, the order awaiting payment), so the journeys start at
 * "approved, awaiting payment". Mounted only by the journeys' server (./server.ts).
 */
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { consultations, employees, orderLine, orders, prescribingDecisions, prescriptions, products } from "../../../src/server/db/schema";
import type { AppDeps } from "../../../src/server/lib/context";
import { moveOrder } from "../../../src/server/lib/order-moves";
import { getSettings } from "../../../src/server/lib/settings";

export function approveOrderRoutes(deps: AppDeps) {
  return new Hono().post("/orders/:id/approve", async (c) => {
    const orderId = Number(c.req.param("id"));
    const now = deps.now();
    await deps.database.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.order_id, orderId));
      const [line] = await tx.select({ productId: products.product_id, name: products.name }).from(orderLine).innerJoin(products, eq(products.product_id, orderLine.product_id)).where(eq(orderLine.order_id, orderId));
      const [prescriber] = await tx.select().from(employees).orderBy(asc(employees.employee_id)).limit(1);
      if (!order || !line || !prescriber) throw new Error(`order ${orderId} cannot be approved`);
      const settings = await getSettings(tx);
      const [existing] = await tx.select().from(consultations).where(eq(consultations.order_id, orderId));
      const consultation =
        existing ??
        (await tx
          .insert(consultations)
          .values({ order_id: orderId, patient_id: order.patient_id, kind: "initial", requested_product_id: line.productId, opened_at: now, due_at: new Date(now.getTime() + 86_400_000) })
          .returning())[0]!;
      const strength = /(\d+(?:\.\d+)?)\s?mg/i.exec(line.name)?.[1] ?? "2.5";
      const [decision] = await tx
        .insert(prescribingDecisions)
        .values({
          consultation_id: consultation.consultation_id,
          outcome: "approved",
          prescriber_employee_id: prescriber.employee_id,
          prescriber_name: prescriber.name ?? "Prescriber",
          prescriber_gphc: prescriber.gphc_number ?? "2000000",
          prescriber_type: prescriber.prescriber_type,
          reasoning: "Identity and BMI verified on a live video consultation.",
          product_id: line.productId,
          quantity: 1,
          directions: `Inject ${strength} mg once a week`,
          contact_method: "live_video",
          // As a prescriber's approval for a female patient must (prescribing.ts): no advice left to confirm.
          contraception_advice_given: true,
          created_at: now,
        })
        .returning();
      await tx.insert(prescriptions).values({
        decision_id: decision!.decision_id,
        consultation_id: consultation.consultation_id,
        order_id: orderId,
        patient_id: order.patient_id,
        product_id: line.productId,
        medicine_name: settings.medicine_name,
        strength: `${strength} mg`,
        quantity: 1,
        directions: decision!.directions!,
        prescriber_name: decision!.prescriber_name,
        prescriber_gphc: decision!.prescriber_gphc,
        issued_on: now.toISOString().slice(0, 10),
        valid_until: new Date(now.getTime() + 182 * 86_400_000).toISOString().slice(0, 10),
        created_at: now,
      });
      await tx.update(consultations).set({ status: "approved", decided_at: now, updated_at: now }).where(eq(consultations.consultation_id, consultation.consultation_id));
      await moveOrder(tx, { orderId, action: "approve", actor: { kind: "prescriber", userId: prescriber.user_id, name: prescriber.name }, now });
    });
    return c.json({ orderId, state: "awaiting_payment" });
  });
}
