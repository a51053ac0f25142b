import { and, desc, eq, inArray } from "drizzle-orm";
import { isDecided, alreadyDecidedMessage } from "@/shared/domain/prescribing/prescribing";
import { type ConsultationStatus } from "@/shared/domain/prescribing/consultation-vocabulary";
import type { DecisionInput } from "@/shared/schemas/prescribing/consultations";
import type { Tx } from "../../db/client";
import type { StaffCtx } from "../../deps";
import { prescribingDecisions, products } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { approveConsultation } from "./approve-consultation";
import { toDecision } from "./consultation.mapper";
import { lockConsultation, type LockedConsultation, prescriberOf } from "./consultation.queries";
import { rejectConsultation } from "./reject-consultation";
import { requestInformation } from "./request-information";
import { formatUkDate } from "../../lib/time/uk-date";
import { unlockSigningKey } from "../../lib/prescribing/prescription-signing";

/** 409 with the decision that settled the consultation first. */
async function refuseSecondDecision(tx: Tx, c: LockedConsultation["consultation"]): Promise<never> {
  const [first] = await tx
    .select({ d: prescribingDecisions, productName: products.name })
    .from(prescribingDecisions)
    .leftJoin(products, eq(products.product_id, prescribingDecisions.product_id))
    .where(
      and(
        eq(prescribingDecisions.consultation_id, c.consultation_id),
        inArray(prescribingDecisions.outcome, ["approved", "rejected"]),
      ),
    )
    .orderBy(desc(prescribingDecisions.decision_id))
    .limit(1);
  const status = c.status as ConsultationStatus;
  const on = first?.d.created_at ?? c.decided_at;
  throw new AppError(
    "conflict",
    alreadyDecidedMessage(status, { by: first?.d.prescriber_name ?? null, on: on ? formatUkDate(on) : null }),
    {
      details: {
        status,
        decision: first ? toDecision({ ...first.d, orderId: c.order_id, productName: first.productName }) : null,
      },
    },
  );
}

/**
 * POST /api/admin/consultations/:id/decision (decisions 022-028, decision 077): a prescriber
 * approves, rejects or asks the patient a question. Everything the decision changes is written
 * in one transaction, after the order and then the consultation are locked, so two submits at
 * once make one decision and the second is answered 409 with the first.
 */
export async function recordDecision(ctx: StaffCtx, input: DecisionInput & { consultationId: number }) {
  // 403 before anything is read: only a prescriber with a GPhC number on record decides.
  prescriberOf(ctx);
  const { consultationId } = input;
  // "Sign and approve" (decision 118): the PIN unlocks the signing key before anything is written.
  const key = input.outcome === "approved" ? await unlockSigningKey(ctx, input.signingPin) : null;
  return ctx.db.transaction(async (tx) => {
    const locked = await lockConsultation(tx, consultationId);
    // A decided consultation takes a correction (its own request, decision 085), never a second decision.
    if (isDecided(locked.consultation.status as ConsultationStatus))
      await refuseSecondDecision(tx, locked.consultation);

    const result =
      input.outcome === "approved"
        ? await approveConsultation(tx, locked, input, ctx, key!)
        : input.outcome === "rejected"
          ? await rejectConsultation(tx, locked, input, ctx)
          : await requestInformation(tx, locked, input, ctx);
    await writeAudit(tx, ctx.actor, "consultation.decision", { type: "consultation", id: consultationId }, ["outcome"]);
    return result;
  });
}
