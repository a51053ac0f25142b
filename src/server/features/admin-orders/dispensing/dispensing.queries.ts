/** The steps of dispensing recorded on an order (decision 095), read for the order page and for each step. */
import { asc, desc, eq, getTableColumns } from "drizzle-orm";
import {
  type DispensingFacts,
  type DispensingStep,
  RETURN_STEP,
  type StepActor,
  stepProblem,
} from "@/shared/domain/dispensing/dispensing-steps";
import { type OrderState, orderStateOf, TO_DISPENSE_STATES } from "@/shared/domain/orders/order-lifecycle";
import type { DbOrTx, Tx } from "../../../db/client";
import type { StaffCtx } from "../../../deps";
import { dispensingSteps, orders, prescribingDecisions, prescriptions } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { currentApproverId } from "../../../lib/prescribing/prescription-validity";
import { ORDER_NOT_FOUND } from "../admin-orders.queries";

/** A recorded step, and when the correction that voided it was decided (null while it stands). */
export type StepRow = typeof dispensingSteps.$inferSelect & { voidedAt: Date | null };

/**
 * The order's steps in the order recorded, each marked void when a correction superseded the
 * decision its clinical check checked (decision 115): that check, and the assembly and labels
 * recorded after it, until the next clinical check. The rows stay as they were (append-only).
 */
export async function stepsOf(db: DbOrTx, orderId: number): Promise<StepRow[]> {
  const rows = await db
    .select({ ...getTableColumns(dispensingSteps), correctedAt: prescribingDecisions.created_at })
    .from(dispensingSteps)
    .leftJoin(prescribingDecisions, eq(prescribingDecisions.supersedes_decision_id, dispensingSteps.decision_id))
    .where(eq(dispensingSteps.order_id, orderId))
    .orderBy(asc(dispensingSteps.step_id));
  let checkVoidedAt: Date | null = null;
  return rows.map(({ correctedAt, ...row }) => {
    if (row.step === "clinical_check") checkVoidedAt = correctedAt;
    return { ...row, voidedAt: checkVoidedAt };
  });
}

const last = <T>(rows: T[]) => rows.at(-1) ?? null;

/**
 * The order's steps cut into rounds at each return (decision 125): the rounds a return closed,
 * each with its return, and the current round's steps (all of them while nothing came back).
 */
export function roundsOf(all: StepRow[]) {
  const closed: Array<{ steps: StepRow[]; returned: StepRow }> = [];
  let round: StepRow[] = [];
  for (const row of all) {
    if (row.step === RETURN_STEP) {
      closed.push({ steps: round, returned: row });
      round = [];
    } else round.push(row);
  }
  return { closed, current: round };
}

/**
 * The standing steps: the clinical check of the prescription, and in the current round (after
 * the last return, decision 125) the latest assembly (a reassembly supersedes the one before) and
 * what belongs to it.
 */
export function currentSteps(all: StepRow[]) {
  const standing = (rows: StepRow[]) => rows.filter((r) => r.voidedAt === null);
  const rows = standing(roundsOf(all).current);
  const assembly = last(rows.filter((r) => r.step === "assembly"));
  return {
    clinicalCheck: standing(all).find((r) => r.step === "clinical_check") ?? null,
    assembly,
    labelPrint: assembly
      ? last(rows.filter((r) => r.step === "label_print" && r.assembly_step_id === assembly.step_id))
      : null,
    accuracyCheck: rows.find((r) => r.step === "accuracy_check") ?? null,
    reassembled: rows.filter((r) => r.step === "assembly").length > 1,
  };
}

/** `approvedBy`: the employee whose approval is the current prescription (currentApproverId), when it matters. */
export function dispensingFacts(rows: StepRow[], state: OrderState, approvedBy: number | null = null): DispensingFacts {
  const s = currentSteps(rows);
  return {
    approvedBy,
    toDispense: (TO_DISPENSE_STATES as readonly OrderState[]).includes(state),
    clinicalCheck: s.clinicalCheck !== null,
    assembly: s.assembly ? { employeeId: s.assembly.employee_id } : null,
    labelPrinted: s.labelPrint !== null,
    accuracyCheck: s.accuracyCheck !== null,
  };
}

/** The order's prescription (the latest, as the register entry reads it); 409 without one. */
export async function requirePrescription(db: DbOrTx, orderId: number) {
  const [prescription] = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.order_id, orderId))
    .orderBy(desc(prescriptions.prescription_id))
    .limit(1);
  if (!prescription) throw new AppError("conflict", `Order #${orderId} has no prescription to dispense against`);
  return prescription;
}

const who = (r: StepRow) => ({ by: r.employee_name, at: r.created_at.toISOString() });

/** The order page's checklist: each step with who and when, and the pack's facts. */
export function toChecklist(rows: StepRow[]) {
  const s = currentSteps(rows);
  return {
    clinicalCheck: s.clinicalCheck
      ? {
          ...who(s.clinicalCheck),
          responsiblePharmacist: s.clinicalCheck.rp_name!,
          note: s.clinicalCheck.note,
          // Decision 117: a pharmacist checked a prescription they approved (lone working allowed).
          ownPrescription: s.clinicalCheck.lone_working === true,
        }
      : null,
    assembly: s.assembly
      ? {
          ...who(s.assembly),
          batchNumber: s.assembly.batch_number!,
          expiryDate: s.assembly.expiry_date!,
          serialNumber: s.assembly.serial_number,
          scanned: s.assembly.scanned === true,
          // An earlier assembly this one superseded (a near miss caught before the check).
          reassembled: s.reassembled,
        }
      : null,
    labelPrint: s.labelPrint ? who(s.labelPrint) : null,
    accuracyCheck: s.accuracyCheck
      ? { ...who(s.accuracyCheck), loneWorking: s.accuracyCheck.lone_working === true }
      : null,
    // Kept in the history, each with the date of the correction that voided it (decision 115).
    voided: rows
      .filter((r) => r.voidedAt !== null && r.step !== RETURN_STEP)
      .map((r) => ({ step: r.step as DispensingStep, ...who(r), voidedAt: r.voidedAt!.toISOString() })),
    // Decision 125: the rounds a return closed, oldest first: their pack, its check, and the return.
    earlierRounds: roundsOf(rows).closed.map(({ steps, returned }) => {
      const assembly = last(steps.filter((r) => r.step === "assembly" && r.voidedAt === null));
      const check = steps.find((r) => r.step === "accuracy_check" && r.voidedAt === null);
      return {
        assembly: assembly
          ? {
              ...who(assembly),
              batchNumber: assembly.batch_number!,
              expiryDate: assembly.expiry_date!,
              serialNumber: assembly.serial_number,
            }
          : null,
        accuracyCheck: check ? who(check) : null,
        returned: { ...who(returned), note: returned.note! },
      };
    }),
  };
}

/**
 * Locks the order (so two steps at once queue here, and the second sees the first), then
 * checks that `step` may be recorded now by the request's employee (their registration decides,
 * decision 117): 403 or 409 with the reason.
 */
export async function lockForStep(
  tx: Tx,
  orderId: number,
  step: DispensingStep,
  ctx: Pick<StaffCtx, "employee">,
  rules: { loneWorkingAllowed?: boolean; responsiblePharmacistOnDuty?: boolean } = {},
) {
  const [order] = await tx.select().from(orders).where(eq(orders.order_id, orderId)).for("update");
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
  const rows = await stepsOf(tx, orderId);
  // Only the clinical check asks whose prescription it is (decision 117).
  const approvedBy = step === "clinical_check" ? await currentApproverId(tx, orderId) : null;
  const facts = dispensingFacts(rows, orderStateOf(order.order_status_id), approvedBy);
  const problem = stepProblem(step, facts, stepActorOf(ctx.employee), {
    loneWorkingAllowed: rules.loneWorkingAllowed ?? false,
    responsiblePharmacistOnDuty: rules.responsiblePharmacistOnDuty ?? false,
  });
  if (problem) throw new AppError(problem.status === 403 ? "forbidden" : "conflict", problem.message);
  return { order, rows, facts, current: currentSteps(rows) };
}

/** The employee as the step rules read them: their registration, not their role (decision 117). */
export const stepActorOf = (e: StaffCtx["employee"]): StepActor => ({
  employeeId: e.employee_id,
  registration: e.registration,
  accreditedChecker: e.accredited_checker,
});

/** The columns every step records: the order, the step, who (the name their records keep) and when. */
export const stepBy = (
  orderId: number,
  step: DispensingStep | typeof RETURN_STEP,
  ctx: Pick<StaffCtx, "employee" | "actor" | "now">,
) => ({
  order_id: orderId,
  step,
  employee_id: ctx.employee.employee_id,
  employee_name: ctx.actor.name,
  created_at: ctx.now,
});
