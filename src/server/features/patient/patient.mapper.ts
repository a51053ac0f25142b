/** The patient row as the patient form reads it: the basic step's fields (docs/spec.md §3 patient form state). */
import { PATIENT_TYPE, SEX } from "@/shared/domain/constants";
import type { PatientRow } from "./patient.queries";

export function toPatientBasics(p: PatientRow) {
  return {
    patientId: p.patient_id,
    forSelf: p.for_self ? ("yes" as const) : ("no" as const),
    userType: p.patient_type_id === PATIENT_TYPE.existing ? ("existing" as const) : ("new" as const),
    salutation: p.salutation ?? "",
    firstName: p.firstname ?? "",
    lastName: p.lastname ?? "",
    email: p.email ?? "",
    phone: p.mobile ?? "",
    dob: p.date_of_birth ?? "",
    sex: p.sex === SEX.male ? ("male" as const) : p.sex === SEX.female ? ("female" as const) : ("" as const),
    address1: p.address1 ?? "",
    address2: p.address2 ?? "",
    city: p.address3 ?? "",
    postcode: p.postcode ?? "",
    deliveryMethod: p.delivery_method === "pickup" ? ("pickup" as const) : ("delivery" as const),
  };
}

export const fullName = (p: PatientRow) => [p.firstname, p.lastname].filter(Boolean).join(" ");
