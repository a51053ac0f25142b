import { and, eq, sql } from "drizzle-orm";
import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { SEX } from "@/shared/domain/constants";
import { answerToStored, EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import { manualStatusRefusal, REVIEW_STATUS_ID, reviewStatusFromId } from "@/shared/domain/prescribing/review-status";
import type { AdminPatientUpdateInput } from "@/shared/schemas/people/admin";
import type { Ctx } from "../../deps";
import { patientHistory, patients } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { changedKeys, writeAudit } from "../../lib/people/audit";
import { type HistoryRow, latestHistory, requireVisiblePatient } from "./admin-patients.queries";

const STALE_VERSION =
  "This patient was changed by someone else while you were editing. Reload the page to see the latest details, then make your changes again.";

const sexCode = (sex: AdminPatientUpdateInput["sex"]) =>
  sex === "male" ? SEX.male : sex === "female" ? SEX.female : null;

/**
 * PUT: patient fields and the open questionnaire in one transaction.
 * The form sends the version it loaded; a stale version is refused so no edit is silently lost.
 */
export async function updatePatient(
  { db, actor, now }: Ctx,
  { patientId: id, ...input }: AdminPatientUpdateInput & { patientId: number },
) {
  return db.transaction(async (tx) => {
    const current = await requireVisiblePatient(tx, id, true);
    if (current.version !== input.version) throw new AppError("conflict", STALE_VERSION);
    // Approved and Rejected follow the prescriber's decision (decision 077); the form may keep the status it shows, or set Pending.
    const refusal = manualStatusRefusal(reviewStatusFromId(current.patient_status_id), input.status);
    if (refusal) throw new AppError("conflict", refusal, { fields: { status: refusal } });

    const patientPatch = {
      salutation: input.salutation || null,
      firstname: input.firstName,
      lastname: input.lastName,
      email: input.email,
      mobile: input.phone,
      date_of_birth: input.dob,
      sex: sexCode(input.sex),
      for_self: input.forSelf === "yes",
      delivery_method: input.deliveryMethod,
      address1: input.address1,
      address2: input.address2 || null,
      address3: input.city,
      postcode: input.postcode.toUpperCase(),
      patient_status_id: REVIEW_STATUS_ID[input.status],
      admin_notes: input.adminNotes.trim() || null,
    };
    const patientChanged = changedKeys(current, patientPatch);
    const statusChanged = patientChanged.includes("patient_status_id") || patientChanged.includes("admin_notes");

    // docs/spec.md §5: BMI is always recomputed here from height (cm) and weight (kg), never taken from the client.
    const isDiabetic = input.isDiabetic === "yes";
    // A question the patient has not answered stays not answered unless staff record an answer (decision 082).
    const historyPatch = {
      height: input.height,
      weight: input.weight,
      bmi: calculateBmi(input.height, input.weight) ?? 0,
      is_diabetic: input.isDiabetic === "" ? null : isDiabetic,
      diabetes_type: isDiabetic ? input.diabetesType || null : null,
      diabetes_details: isDiabetic ? input.diabetesDetails.trim() || null : null,
      ...Object.fromEntries(
        EXCLUSIONS.map((e) => {
          const ticked = input[e.field];
          const details = input[`${e.field}Details`];
          return [e.column, ticked === null ? null : answerToStored({ answer: ticked ? "yes" : "no", details })];
        }),
      ),
      ...Object.fromEntries(
        MEDICAL_QUESTIONS.map((q) => {
          const text = input[q.field]?.trim() ?? null;
          return [q.column, text === null ? null : answerToStored({ answer: text ? "yes" : "no", details: text })];
        }),
      ),
    } as Partial<HistoryRow>;
    // The open questionnaire is edited in place. One locked by a completed order is the record of
    // that order and stays as it was: a correction goes into a new open questionnaire (docs/spec.md §4).
    const latest = await latestHistory(tx, id, true);
    const history = latest && latest.order_id === null ? latest : null;
    // changedKeys reads null as '': a yes without details ('') and a question not answered (null) differ.
    const answeredOrNot = (before: Partial<HistoryRow>) =>
      Object.keys(historyPatch).filter(
        (k) => (before[k as keyof HistoryRow] === null) !== (historyPatch[k as keyof HistoryRow] === null),
      );
    const historyChanged = latest
      ? [...new Set([...changedKeys(latest, historyPatch), ...answeredOrNot(latest)])]
      : Object.keys(historyPatch);

    // Saved as loaded: nothing to write, so no new version that would refuse a colleague's save.
    if (patientChanged.length === 0 && historyChanged.length === 0) return { version: current.version };

    const [updated] = await tx
      .update(patients)
      .set({
        ...patientPatch,
        updated_at: now,
        version: sql`${patients.version} + 1`,
        ...(statusChanged ? { status_updated_at: now, status_updated_by: actor.email } : {}),
      })
      .where(and(eq(patients.patient_id, id), eq(patients.version, input.version)))
      .returning({ version: patients.version });
    if (!updated) throw new AppError("conflict", STALE_VERSION);

    if (historyChanged.length > 0 && history) {
      await tx
        .update(patientHistory)
        .set({ ...historyPatch, updated_at: now })
        .where(eq(patientHistory.patient_history_id, history.patient_history_id));
    } else if (historyChanged.length > 0) {
      await tx.insert(patientHistory).values({ ...historyPatch, patient_id: id, created_at: now, updated_at: now });
    }

    await writeAudit(tx, actor, "patient.update", { type: "patient", id }, [
      ...patientChanged,
      ...historyChanged.map((f) => `patient_history.${f}`),
    ]);
    return { version: updated.version };
  });
}
