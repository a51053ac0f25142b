/** Valid request bodies of the patient form's steps, for API tests that need a patient to exist. */
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import { type BasicInfoInput, type SafetyInfo, safetySchema } from "@/shared/schemas/patient/patient-form";

const QUESTIONS = [...MEDICAL_QUESTIONS, ...EXCLUSIONS];

/** An existing (transfer) user's details; a new user's body may carry them too, and they are not kept. */
export const transferDetails = (overrides: Record<string, unknown> = {}) => ({
  provider: "Another Online Pharmacy Ltd",
  doseMg: 5,
  lastInjection: "2025-01-06",
  evidence: "Order confirmation from Another Online Pharmacy Ltd, dated 2 January 2025",
  ...overrides,
});

/** A new user's step 1 as the form sends it, typed as the step's input. */
const basicDefaults = (): BasicInfoInput => ({
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
});

/**
 * Step 1's body: typed as the step's input while the overrides are the step's fields, so the
 * typed client can send it; loose for a test that sends what the form never would.
 */
export function basicBody(overrides?: Partial<BasicInfoInput>): BasicInfoInput;
export function basicBody(overrides: Record<string, unknown>): Record<string, unknown>;
export function basicBody(overrides: Record<string, unknown> = {}) {
  return { ...basicDefaults(), ...overrides };
}

/**
 * Every medical and safety question answered the same way, read through the step's own schema
 * so it is typed as the step's answers (an answer the schema refuses is written by hand).
 */
export const allAnswers = (answer: { answer: "yes" | "no"; details: string } = { answer: "no", details: "" }) =>
  safetySchema.shape.answers.parse(Object.fromEntries(QUESTIONS.map((q) => [q.field, answer])));

/** The safety step's "Your GP" card, consent given. */
const gpDefaults = (): SafetyInfo["gp"] => ({
  practiceName: "Jericho Health Centre",
  practiceAddress: "New Radcliffe House, Walton Street, Oxford OX2 6NW",
  consent: "yes",
});

/** The safety step's "Your GP" card, consent given, with `overrides`. */
export const gpDetails = (overrides: Record<string, unknown> = {}) => ({ ...gpDefaults(), ...overrides });

/** Every question answered "no", no diabetes and the GP card filled in, typed as step 2's input. */
const safetyDefaults = (): SafetyInfo => ({
  height: 170,
  weight: 100,
  answers: allAnswers(),
  diabetes: { isDiabetic: "no", type: "", details: "" },
  gp: gpDefaults(),
});

/** Step 2's body: typed as the step's input while the overrides are the step's fields; loose otherwise. */
export function safetyBody(overrides?: Partial<SafetyInfo>): SafetyInfo;
export function safetyBody(overrides: Record<string, unknown>): Record<string, unknown>;
export function safetyBody(overrides: Record<string, unknown> = {}) {
  return { ...safetyDefaults(), ...overrides };
}

export const shippingBody = () => ({
  deliveryMethod: "delivery",
  address1: "1 High Street",
  address2: "",
  city: "Oxford",
  postcode: "OX1 1AA",
});
