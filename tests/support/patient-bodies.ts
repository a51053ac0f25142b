/** Valid request bodies of the patient form's steps, for API tests that need a patient to exist. */
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";

const QUESTIONS = [...MEDICAL_QUESTIONS, ...EXCLUSIONS];

/** An existing (transfer) user's details; a new user's body may carry them too, and they are not kept. */
export const transferDetails = (overrides: Record<string, unknown> = {}) => ({
  provider: "Another Online Pharmacy Ltd",
  doseMg: 5,
  lastInjection: "2025-01-06",
  evidence: "Order confirmation from Another Online Pharmacy Ltd, dated 2 January 2025",
  ...overrides,
});

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
  transfer: transferDetails(),
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
  gp: gpDetails(),
  ...overrides,
});

/** The safety step's "Your GP" card, consent given. */
export const gpDetails = (overrides: Record<string, unknown> = {}) => ({
  practiceName: "Jericho Health Centre",
  practiceAddress: "New Radcliffe House, Walton Street, Oxford OX2 6NW",
  consent: "yes",
  ...overrides,
});

export const shippingBody = () => ({
  deliveryMethod: "delivery",
  address1: "1 High Street",
  address2: "",
  city: "Oxford",
  postcode: "OX1 1AA",
});
