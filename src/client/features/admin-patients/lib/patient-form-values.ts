import { isDiabetesType } from "@/shared/domain/clinical/diabetes";
import { SALUTATIONS } from "@/shared/domain/constants";
import type { PatientView } from "../api/patients-api";
import type { AdminPatientUpdateInput as FormValues } from "@/shared/schemas/people/admin";

/** The form's starting values from the mapped view. */
export function toFormValues(p: PatientView): FormValues {
  const flags = Object.fromEntries(
    p.exclusions.flatMap((e) => [
      // decision 082: a question the patient has not answered stays null (not answered), never false.
      [e.field, e.answer === null ? null : e.answer === "yes"],
      [`${e.field}Details`, e.details],
    ]),
  );
  return {
    version: p.version,
    salutation: (SALUTATIONS as readonly string[]).includes(p.salutation)
      ? (p.salutation as FormValues["salutation"])
      : "",
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    dob: p.dob,
    // Sex is stored as 1 male, 2 female, else empty (docs/spec.md §3); the form's 'Other' is that empty value.
    sex: p.sex || "other",
    forSelf: p.forSelf,
    deliveryMethod: p.deliveryMethod,
    height: (p.height > 0 ? p.height : undefined) as number,
    weight: (p.weight > 0 ? p.weight : undefined) as number,
    bmi: p.bmi > 0 ? p.bmi : null,
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    postcode: p.postcode,
    previousWeightLoss: p.previousWeightLoss,
    medicalConditions: p.medicalConditions,
    currentMedications: p.currentMedications,
    ...(flags as Record<string, boolean | string | null>),
    isDiabetic: p.isDiabetic,
    diabetesType: isDiabetesType(p.diabetesType) ? p.diabetesType : "",
    diabetesDetails: p.diabetesDetails,
    status: p.status,
    adminNotes: p.adminNotes,
  } as FormValues;
}
