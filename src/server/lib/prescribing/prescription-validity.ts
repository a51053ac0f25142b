/**
 * The prescription check of dispensing (issue 19, decision 086), read in the caller's
 * transaction by the one clock: the order's current decision (the latest approval or
 * rejection of its consultation that no correction supersedes) must be an approval whose
 * prescription is for the dose being dispensed and dated within the last six months. The rule
 * is shared/domain/prescribing/current-prescription.ts; every step that dispenses calls this one function.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { prescriptionProblem } from "@/shared/domain/prescribing/current-prescription";
import type { DbOrTx } from "../../db/client";
import { consultations, orderLine, prescribingDecisions, prescriptions, products } from "../../db/schema";
import { AppError } from "../http/app-error";
import { notSuperseded } from "./current-decision";
import { requireSignedPrescription } from "./prescription-signing";

/** The order's current approval or rejection: the latest no later decision supersedes. */
async function currentDecision(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      decisionId: prescribingDecisions.decision_id,
      outcome: prescribingDecisions.outcome,
      prescriberId: prescribingDecisions.prescriber_employee_id,
    })
    .from(prescribingDecisions)
    .innerJoin(consultations, eq(consultations.consultation_id, prescribingDecisions.consultation_id))
    .where(
      and(
        eq(consultations.order_id, orderId),
        inArray(prescribingDecisions.outcome, ["approved", "rejected"]),
        notSuperseded,
      ),
    )
    .orderBy(desc(prescribingDecisions.decision_id))
    .limit(1);
  return row ?? null;
}

/** The employee whose approval is the order's current decision, or null (decision 117: their own prescription). */
export async function currentApproverId(db: DbOrTx, orderId: number): Promise<number | null> {
  const decision = await currentDecision(db, orderId);
  return decision?.outcome === "approved" ? decision.prescriberId : null;
}

/**
 * 409 with the reason unless the order may be dispensed against its current prescription on
 * `now`'s day; otherwise that prescription. The dose being dispensed is `productId` when the
 * step names it, else the order's line (what was approved, charged and packed).
 */
export async function requireCurrentPrescription(
  tx: DbOrTx,
  o: { orderId: number; now: Date; productId?: number },
): Promise<typeof prescriptions.$inferSelect> {
  const decision = await currentDecision(tx, o.orderId);
  const [prescription] = decision
    ? await tx.select().from(prescriptions).where(eq(prescriptions.decision_id, decision.decisionId)).limit(1)
    : [];
  const [line] = await tx
    .select({ productId: orderLine.product_id, name: products.name })
    .from(orderLine)
    .innerJoin(products, eq(products.product_id, orderLine.product_id))
    .where(eq(orderLine.order_id, o.orderId))
    .limit(1);
  const dispensingId = o.productId ?? line?.productId ?? null;
  const [dispensing] =
    o.productId === undefined
      ? [line ?? null]
      : await tx.select({ name: products.name }).from(products).where(eq(products.product_id, o.productId)).limit(1);
  const problem = prescriptionProblem(
    {
      orderId: o.orderId,
      currentOutcome: decision ? (decision.outcome as "approved" | "rejected") : null,
      prescription: prescription
        ? { productId: prescription.product_id, strength: prescription.strength, issuedOn: prescription.issued_on }
        : null,
      dispensing: { productId: dispensingId, name: dispensing?.name ?? null },
    },
    isoToday(o.now),
  );
  if (problem) throw new AppError("conflict", problem);
  // Decision 118: and signed by its prescriber (or, made before electronic signing, filed on paper).
  await requireSignedPrescription(tx, prescription!);
  return prescription!;
}
