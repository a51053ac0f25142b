/** Valid request bodies of the patient form's steps, for API tests that need a patient to exist. */
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/exclusions";

const QUESTIONS = [...MEDICAL_QUESTIONS, ...EXCLUSIONS];

export const basicBody = (overrides: Record<string, unknown> = {}) => ({
  forSelf: "yes",
  userType: "new",
  salutation: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "07700 900123",
  dob: "1985-06-15",
  sex: "female",
  address1: "1 High Street",
  address2: "",
  city: "Oxford",
  postcode: "OX1 1AA",
  ...overrides,
});

/** Every medical and safety question answered the same way. */
export const allAnswers = (answer: { answer: "yes" | "no"; details: string } = { answer: "no", details: "" }) =>
  Object.fromEntries(QUESTIONS.map((q) => [q.field, answer]));

export const safetyBody = (overrides: Record<string, unknown> = {}) => ({
  height: 170,
  weight: 100,
  answers: allAnswers(),
  diabetes: { isDiabetic: "no", type: "", details: "" },
  ...overrides,
});

export const shippingBody = () => ({ deliveryMethod: "delivery", address1: "1 High Street", address2: "", city: "Oxford", postcode: "OX1 1AA" });
