/** The basic step's first values: the saved record, else what was carried from the calculator or chosen earlier. */
import type { NavState } from "@/client/config/paths";
import type { BasicInfoInput } from "@/shared/schemas/patient/patient-form";
import type { PatientFormState } from "../api/patient-form-api";

const NO_TRANSFER = { provider: "", doseMg: null, lastInjection: "", evidence: "" };

/** docs/spec.md §4: the new/existing choice is kept in session storage under these keys. */
function storedUserType(): "new" | "existing" | undefined {
  try {
    const v = sessionStorage.getItem("userType");
    return v === "new" || v === "existing" ? v : undefined;
  } catch {
    return undefined;
  }
}
export function rememberUserType(userType: "new" | "existing") {
  try {
    sessionStorage.setItem("userType", userType);
    sessionStorage.setItem("patient_status_id", userType === "existing" ? "2" : "1");
  } catch {
    // Storage may be disabled; the choice is saved on the patient record anyway.
  }
}

export function basicInitialValues(state: PatientFormState, carried: NavState["userData"]): BasicInfoInput {
  const p = state.patient;
  // Calculator data fills a questionnaire without height and weight (the server keeps saved ones).
  const measured =
    carried?.height && carried.weight && !(state.questionnaire && state.questionnaire.height > 0)
      ? { height: carried.height, weight: carried.weight }
      : {};
  if (p) {
    return {
      forSelf: p.forSelf,
      // A choice made on the way here (the calculator, the transfer path) is the newer one.
      userType: carried?.userType ?? p.userType,
      salutation: p.salutation as BasicInfoInput["salutation"],
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.phone,
      dob: p.dob,
      sex: p.sex === "" ? (carried?.sex as BasicInfoInput["sex"]) : p.sex,
      address1: p.address1,
      address2: p.address2,
      city: p.city,
      postcode: p.postcode,
      transfer: state.questionnaire?.transfer ?? NO_TRANSFER,
      ...measured,
    };
  }
  return {
    forSelf: "yes",
    userType: carried?.userType ?? storedUserType() ?? "new",
    salutation: "",
    firstName: "",
    lastName: "",
    email: state.accountEmail,
    phone: "",
    dob: "",
    sex: carried?.sex as BasicInfoInput["sex"],
    address1: "",
    address2: "",
    city: "",
    postcode: "",
    transfer: NO_TRANSFER,
    ...measured,
  };
}
