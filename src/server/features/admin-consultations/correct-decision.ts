import { and, eq, inArray, ne } from "drizzle-orm";
import {
  CORRECTION_MESSAGES,
  correctionMove,
  type DecidedOutcome,
} from "@/shared/domain/prescribing/decision-corrections";
import { checkTransition, OPEN_ORDER_STATE_IDS, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { alreadyDecidedMessage } from "@/shared/domain/prescribing/prescribing";
import { type ConsultationStatus } from "@/shared/domain/prescribing/consultation-vocabulary";
import type { CorrectionInput } from "@/shared/schemas/prescribing/consultations";
import type { Tx } from "../../db/client";
import type { StaffCtx } from "../../deps";
import { orders, prescribingDecisions } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { unlockSigningKey } from "../../lib/prescribing/prescription-signing";
import { approveConsultation } from "./approve-consultation";
import { type LockedConsultation, lockConsultation, prescriberOf } from "./consultation.queries";
import type { Correction } from "./decision-writes";
import { rejectConsultation } from "./reject-consultation";

const chooseDecision = () =>
  new AppError("invalid_input", CORRECTION_MESSAGES.chooseDecision, {
    fields: { supersedesDecisionId: CORRECTION_MESSAGES.chooseDecision },
  });

/**
 * The decision a correction supersedes: the consultation's current approval or rejection.
 * 409 while nothing is decided (or the order was withdrawn), 400 for another decision, 409 for
 * one already corrected, and 409 "This supply has been dispensed: record an incident instead."
 * once the order is dispensed (the lifecycle's answer to the correction's move).
 */
async function requireCorrectable(tx: Tx, c: LockedConsultation, input: CorrectionInput): Promise<Correction> {
  const status = c.consultation.status as ConsultationStatus;
  if (status === "withdrawn") throw new AppError("conflict", alreadyDecidedMessage(status, { by: null, on: null }));
  if (status !== "approved" && status !== "rejected")
    throw new AppError("conflict", CORRECTION_MESSAGES.nothingToCorrect);
  const [corrects] = await tx
    .select()
    .from(prescribingDecisions)
    .where(
      and(
        eq(prescribingDecisions.decision_id, input.supersedesDecisionId),
        eq(prescribingDecisions.consultation_id, c.consultation.consultation_id),
      ),
    )
    .limit(1);
  if (!corrects || (corrects.outcome !== "approved" && corrects.outcome !== "rejected")) throw chooseDecision();
  const [later] = await tx
    .select({ id: prescribingDecisions.decision_id })
    .from(prescribingDecisions)
    .where(eq(prescribingDecisions.supersedes_decision_id, corrects.decision_id))
    .limit(1);
  if (later) throw new AppError("conflict", CORRECTION_MESSAGES.alreadyCorrected(corrects.decision_id, later.id));

  // The dispensed check comes first, before any rule of the new decision: after dispensing there is nothing to correct.
  const move = correctionMove(corrects.outcome as DecidedOutcome, input.outcome);
  if (move) {
    const o = c.order;
    const method = o.delivery_method === "pickup" || o.delivery_method === "delivery" ? o.delivery_method : null;
    const check = checkTransition(
      { id: o.order_id, state: orderStateOf(o.order_status_id), deliveryMethod: method },
      move,
      "prescriber",
    );
    if (!check.ok) throw new AppError(check.status === 403 ? "forbidden" : "conflict", check.message);
  }
  // A rejected order that becomes approved is open again: one open order per patient (decision 085).
  if (corrects.outcome === "rejected" && input.outcome === "approved") {
    const [other] = await tx
      .select({ id: orders.order_id })
      .from(orders)
      .where(
        and(
          eq(orders.patient_id, c.order.patient_id),
          ne(orders.order_id, c.order.order_id),
          inArray(orders.order_status_id, [...OPEN_ORDER_STATE_IDS]),
        ),
      )
      .limit(1);
    if (other) throw new AppError("conflict", CORRECTION_MESSAGES.anotherOrderOpen(other.id));
  }
  return { corrects, reason: input.correctionReason };
}

/**
 * POST /api/admin/consultations/:id/correction (issue 19, decision 085): a prescriber (or the
 * superintendent) records an approval or a rejection that supersedes the consultation's current
 * decision, before the supply is dispensed, saying what it corrects and why. It is checked as a
 * first decision is (an approval by every rule of approvalProblems, the re-order's included)
 * and written in one transaction, after the order and the consultation are locked: the new
 * decision naming the one it supersedes, the consultation's status, the order's move through
 * its lifecycle, the documents, the patient's status and e-mail, and the audit row. The
 * earlier decision stays on record, shown as superseded.
 */
export async function correctDecision(ctx: StaffCtx, input: CorrectionInput & { consultationId: number }) {
  // 403 before anything is read: only a prescriber with a GPhC number on record decides.
  prescriberOf(ctx);
  const { consultationId } = input;
  // A correcting approval issues a new prescription, signed anew (decision 118).
  const key = input.outcome === "approved" ? await unlockSigningKey(ctx, input.signingPin) : null;
  return ctx.db.transaction(async (tx) => {
    const locked = await lockConsultation(tx, consultationId);
    const correction = await requireCorrectable(tx, locked, input);
    const result =
      input.outcome === "approved"
        ? await approveConsultation(tx, locked, input, ctx, key!, correction)
        : await rejectConsultation(tx, locked, input, ctx, correction);
    await writeAudit(tx, ctx.actor, "consultation.correction", { type: "consultation", id: consultationId }, [
      "outcome",
      "supersedes_decision_id",
      "correction_reason",
    ]);
    return result;
  });
}
