/** The body the admin edit form sends for a patient, built from the detail the form loads. */
import type { TestClient } from "./test-app";

export async function loadAdminEditBody(admin: TestClient, patientId: number, changes: Record<string, unknown> = {}) {
  const res = await admin.api.admin.patients[":id"].$get({ param: { id: String(patientId) } });
  if (!res.ok) throw new Error(`admin detail ${patientId}: ${res.status}`);
  const view = (await res.json()).patient;
  return {
    version: view.version,
    salutation: view.salutation,
    firstName: view.firstName,
    lastName: view.lastName,
    email: view.email,
    phone: view.phone,
    dob: view.dob,
    sex: view.sex || "other",
    forSelf: view.forSelf,
    deliveryMethod: view.deliveryMethod,
    height: view.height,
    weight: view.weight,
    address1: view.address1,
    address2: view.address2,
    city: view.city,
    postcode: view.postcode,
    previousWeightLoss: view.previousWeightLoss,
    medicalConditions: view.medicalConditions,
    currentMedications: view.currentMedications,
    ...Object.fromEntries(
      view.exclusions.flatMap((e) => [
        // As the form holds them: a question not answered stays null (decision 082).
        [e.field, e.answer === null ? null : e.answer === "yes"],
        [`${e.field}Details`, e.details],
      ]),
    ),
    isDiabetic: view.isDiabetic,
    diabetesType: view.diabetesType,
    diabetesDetails: view.diabetesDetails,
    status: view.status,
    adminNotes: view.adminNotes,
    ...changes,
  };
}
