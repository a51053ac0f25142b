/** A patient as the back office shows it: docs/spec.md §3 'Admin mapped patient view' (decision 008). */
import { PATIENT_TYPE, SEX } from "@/shared/domain/constants";
import { answerFromStored, EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import { reviewStatusFromId } from "@/shared/domain/prescribing/review-status";
import type { HistoryRow, PatientRow } from "./admin-patients.queries";

/** A medical question as the edit form holds it: the detail of a yes, '' for a no, null when not answered (decision 082). */
const medicalText = (stored: string | null | undefined) => {
  const a = answerFromStored(stored);
  return a.answer === null ? null : a.details;
};

export function toAdminPatient(
  p: PatientRow,
  h: HistoryRow | null,
  labels: { status: string | null; type: string | null },
) {
  const status = reviewStatusFromId(p.patient_status_id);
  // Every exclusion is 'yes' unless its stored text is exactly 'no' (docs/spec.md §3), so a yes without
  // details is never hidden from the pharmacist; one never answered is null, not 'no' (decision 082).
  const exclusions = EXCLUSIONS.map((e) => {
    const answer = answerFromStored(h?.[e.column]);
    return { field: e.field, label: e.label, answer: answer.answer, details: answer.details };
  });
  const hasExclusions = exclusions.some((e) => e.answer === "yes");
  const isDiabetic = h?.is_diabetic ?? null;
  const medical = Object.fromEntries(MEDICAL_QUESTIONS.map((q) => [q.field, medicalText(h?.[q.column])])) as Record<
    (typeof MEDICAL_QUESTIONS)[number]["field"],
    string | null
  >;
  return {
    patient_id: String(p.patient_id),
    salutation: p.salutation ?? "",
    firstName: p.firstname ?? "",
    lastName: p.lastname ?? "",
    email: p.email ?? "",
    phone: p.mobile ?? "",
    dob: p.date_of_birth ?? "",
    sex: p.sex === SEX.male ? ("male" as const) : p.sex === SEX.female ? ("female" as const) : ("" as const),
    forSelf: p.for_self ? ("yes" as const) : ("no" as const),
    deliveryMethod: p.delivery_method === "pickup" ? ("pickup" as const) : ("delivery" as const),
    address1: p.address1 ?? "",
    address2: p.address2 ?? "",
    city: p.address3 ?? "",
    postcode: p.postcode ?? "",
    status,
    statusLabel: labels.status ?? "Pending Review",
    patientType: p.patient_type_id === PATIENT_TYPE.existing ? ("existing" as const) : ("new" as const),
    patientTypeLabel: labels.type ?? "New to the treatment",
    adminNotes: p.admin_notes ?? "",
    statusUpdatedAt: p.status_updated_at?.toISOString() ?? null,
    statusUpdatedBy: p.status_updated_by,
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
    version: p.version,
    hasQuestionnaire: h !== null,
    questionnaireLocked: h !== null && h.order_id !== null,
    height: h?.height ?? 0,
    weight: h?.weight ?? 0,
    bmi: h?.bmi ?? 0,
    measurementDate: h ? (h.updated_at ?? h.created_at).toISOString() : null,
    ...medical,
    exclusions,
    isDiabetic: isDiabetic === null ? ("" as const) : isDiabetic ? ("yes" as const) : ("no" as const),
    diabetesType: h?.diabetes_type ?? "",
    diabetesDetails: h?.diabetes_details ?? "",
    hasExclusions,
    /** The safety step's "Your GP" card; consent null until answered. */
    gp: {
      practiceName: h?.gp_practice_name ?? "",
      practiceAddress: h?.gp_practice_address ?? "",
      consent: h?.gp_consent ?? null,
    },
    /** An existing user's transfer details from the basic step; null when none were given. */
    transfer: h?.transfer_provider
      ? {
          provider: h.transfer_provider,
          doseMg: h.transfer_dose_mg,
          lastInjection: h.transfer_last_injection,
          evidence: h.transfer_evidence ?? "",
        }
      : null,
    // docs/spec.md §4 'Needs Review': any exclusion answered yes; a diabetic's regime also needs a human check (docs/spec.md §5).
    needsReview: hasExclusions || isDiabetic === true,
  };
}
