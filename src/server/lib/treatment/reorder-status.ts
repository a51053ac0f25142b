/**
 * What the re-order rule (shared/domain/treatment/reorder.ts) reads from a patient's record: the latest
 * supply (its date, its order, the dose supplied), whether an order is open, and whether the
 * latest prescribing decision was a rejection. The account page shows it and the re-order
 * operation enforces it, from this one reading.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { type ClinicalPolicy, clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { mgFromName } from "@/shared/domain/treatment/dose-ladder";
import { OPEN_ORDER_STATE_IDS, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { nextPenFromAccount, type ReorderEligibility, reorderEligibility } from "@/shared/domain/treatment/reorder";
import type { DbOrTx } from "../../db/client";
import { consultations, orders, prescribingDecisions, products } from "../../db/schema";
import { getSettings } from "../site/settings";
import { hasUnhandledRedFlag } from "../clinical/side-effect-hold";
import { type LastSupply, lastSupply } from "./supplies";

/** The patient's open order (one at most, by the one-open-order index), or null. */
export async function openOrderOf(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, [...OPEN_ORDER_STATE_IDS])))
    .limit(1);
  return row ?? null;
}

/** Whether the patient's latest approval or rejection is a rejection. */
export async function latestDecisionRejected(db: DbOrTx, patientId: number): Promise<boolean> {
  const [row] = await db
    .select({ outcome: prescribingDecisions.outcome })
    .from(prescribingDecisions)
    .innerJoin(consultations, eq(consultations.consultation_id, prescribingDecisions.consultation_id))
    .where(
      and(eq(consultations.patient_id, patientId), inArray(prescribingDecisions.outcome, ["approved", "rejected"])),
    )
    .orderBy(desc(prescribingDecisions.decision_id))
    .limit(1);
  return row?.outcome === "rejected";
}

/** The strengths on the ladder: every product whose name carries a strength, by strength. */
export async function doseProducts(db: DbOrTx): Promise<Array<{ productId: number; mg: number; price: string }>> {
  const rows = await db
    .select({ productId: products.product_id, name: products.name, price: products.price })
    .from(products)
    .orderBy(asc(products.product_id));
  return rows
    .map((r) => ({ productId: r.productId, mg: mgFromName(r.name), price: r.price }))
    .filter((r): r is { productId: number; mg: number; price: string } => r.mg !== null)
    .sort((a, b) => a.mg - b.mg);
}

/** Whether the patient's next pen comes only through the re-order check-in (decision 083), from the same reading of supplies. */
export async function nextPenFromAccountFor(db: DbOrTx, patientId: number): Promise<boolean> {
  const supply = await lastSupply(db, patientId);
  const open = await openOrderOf(db, patientId);
  return nextPenFromAccount({
    supplied: supply !== null,
    openOrderState: open ? orderStateOf(open.order_status_id) : null,
  });
}

export interface ReorderStatus {
  eligibility: ReorderEligibility;
  supply: LastSupply | null;
  /** The order in progress after its draft (one at most), or null. */
  openOrder: typeof orders.$inferSelect | null;
  today: string;
  policy: ClinicalPolicy;
}

/** Whether the patient may request their next pen now (by the one clock), and the facts behind it. */
export async function reorderStatus(db: DbOrTx, patientId: number, now: Date): Promise<ReorderStatus> {
  // One after another: inside a transaction the queries share one connection.
  const settings = await getSettings(db);
  const supply = await lastSupply(db, patientId);
  // A draft left in the first-order form is not an order in progress: the re-order takes it
  // over (decision 083), so it never stands in the way of the one road to a next pen.
  const open = await openOrderOf(db, patientId);
  const openOrder = open && orderStateOf(open.order_status_id) !== "draft" ? open : null;
  const rejected = await latestDecisionRejected(db, patientId);
  // Issue 13: a red flag not yet reviewed by a prescriber holds the next pen back.
  const unhandledRedFlag = await hasUnhandledRedFlag(db, patientId);
  const today = isoToday(now);
  const eligibility = reorderEligibility(
    {
      lastSuppliedOn: supply?.suppliedOn ?? null,
      hasOpenOrder: openOrder !== null,
      latestDecisionRejected: rejected,
      unhandledRedFlag,
    },
    today,
    clinicalPolicy(settings),
  );
  return { eligibility, supply, openOrder, today, policy: clinicalPolicy(settings) };
}
