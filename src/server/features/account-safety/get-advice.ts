import { CONTRACEPTION_ADVICE_TEXT, CONTRACEPTION_ADVICE_TITLE } from "@/shared/domain/clinical/contraception-advice";
import type { Ctx } from "../../deps";
import { adviceStatusOf } from "../../lib/clinical/contraception-advice";
import { requireOwnPatient } from "../../lib/people/patient-lookup";
import { orderBeforeDispensing } from "./account-safety.queries";

/**
 * GET /api/account/advice: the contraception and pregnancy advice the patient must confirm
 * before their approved order is dispensed (a female patient's first pen or a step up, when the
 * prescriber did not record giving it); null when nothing waits for it.
 */
export async function getAdvice({ db, actor }: Ctx) {
  const patient = await requireOwnPatient(db, actor.userId);
  const order = await orderBeforeDispensing(db, patient.patient_id);
  if (!order) return { advice: null };
  const status = await adviceStatusOf(db, { orderId: order.order_id, patientId: patient.patient_id });
  if (!status.outstanding || !status.occasion) return { advice: null };
  return {
    advice: {
      orderId: order.order_id,
      occasion: status.occasion,
      title: CONTRACEPTION_ADVICE_TITLE,
      paragraphs: [...CONTRACEPTION_ADVICE_TEXT],
    },
  };
}
