/**
 * Whether an order waits for the contraception and pregnancy advice (MHRA, June 2025; the rule
 * is shared/domain/clinical/contraception-advice): read from the patient's sex, the order's prescription,
 * the strength of the last pen dispensed to them, the approving decision and their confirmation.
 * The dispensing refuses while it is outstanding; /account offers the confirmation.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import {
  adviceOutstandingMessage,
  type AdviceOccasion,
  CONTRACEPTION_ADVICE_KIND,
  contraceptionAdviceOccasion,
  contraceptionAdviceOutstanding,
  strengthInMg,
} from "@/shared/domain/clinical/contraception-advice";
import { SEX } from "@/shared/domain/constants";
import { type DbOrTx, readAll } from "../../db/client";
import {
  adviceAcknowledgements,
  orders,
  patients,
  pomRegister,
  prescribingDecisions,
  prescriptions,
} from "../../db/schema";
import { AppError } from "../http/app-error";

export interface AdviceStatus {
  occasion: AdviceOccasion | null;
  givenByPrescriber: boolean;
  acknowledged: boolean;
  outstanding: boolean;
}

export async function adviceStatusOf(db: DbOrTx, order: { orderId: number; patientId: number }): Promise<AdviceStatus> {
  const [[patient], [prescription], [previous], [acknowledgement]] = await readAll(db, [
    () => db.select({ sex: patients.sex }).from(patients).where(eq(patients.patient_id, order.patientId)).limit(1),
    () =>
      db
        .select({ strength: prescriptions.strength, adviceGiven: prescribingDecisions.contraception_advice_given })
        .from(prescriptions)
        .innerJoin(prescribingDecisions, eq(prescribingDecisions.decision_id, prescriptions.decision_id))
        .where(eq(prescriptions.order_id, order.orderId))
        .orderBy(desc(prescriptions.prescription_id))
        .limit(1),
    () =>
      db
        .select({ strength: pomRegister.strength })
        .from(pomRegister)
        .innerJoin(orders, eq(orders.order_id, pomRegister.order_id))
        .where(and(eq(orders.patient_id, order.patientId), ne(pomRegister.order_id, order.orderId)))
        .orderBy(desc(pomRegister.entry_id))
        .limit(1),
    () =>
      db
        .select({ id: adviceAcknowledgements.acknowledgement_id })
        .from(adviceAcknowledgements)
        .where(
          and(
            eq(adviceAcknowledgements.order_id, order.orderId),
            eq(adviceAcknowledgements.kind, CONTRACEPTION_ADVICE_KIND),
          ),
        )
        .limit(1),
  ]);
  const facts = {
    female: patient?.sex === SEX.female,
    strengthMg: strengthInMg(prescription?.strength),
    previousStrengthMg: strengthInMg(previous?.strength),
    givenByPrescriber: prescription?.adviceGiven === true,
    acknowledged: Boolean(acknowledgement),
  };
  return {
    occasion: contraceptionAdviceOccasion(facts),
    givenByPrescriber: facts.givenByPrescriber,
    acknowledged: facts.acknowledged,
    outstanding: contraceptionAdviceOutstanding(facts),
  };
}

/** 409 while the order waits for the advice: called where the order is dispensed. */
export async function requireAdviceSettled(db: DbOrTx, order: { orderId: number; patientId: number }): Promise<void> {
  if ((await adviceStatusOf(db, order)).outstanding)
    throw new AppError("conflict", adviceOutstandingMessage(order.orderId));
}
