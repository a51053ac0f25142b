/**
 * The back office's patient pages in a journey: patients who signed up and answered the basic
 * and safety steps as real visitors do, each from an address of its own, and the list that finds them.
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { randomBytes, randomInt } from "node:crypto";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../../src/shared/domain/clinical/exclusions";
import { expect, signInAsAdmin, signUpViaApi, uniqueEmail } from "./fixtures";

export const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

export interface SeededPatient {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A patient created the way a real one is: a separate visitor signs up and fills in the basic
 * and safety steps through the public patient-form API.
 */
export async function seedPatient(
  newContext: () => Promise<APIRequestContext>,
  answers: Partial<Record<string, string>> = {},
  lastName = `Tester${randomBytes(3).toString("hex")}`,
): Promise<SeededPatient> {
  const visitor = await newContext();
  const email = uniqueEmail("review");
  const firstName = "Harriet";
  await signUpViaApi(visitor, email);
  const basic = await visitor.put("/api/patient/basic", {
    data: {
      forSelf: "yes",
      userType: "new",
      salutation: "Ms",
      firstName,
      lastName,
      email,
      phone: "07700 900123",
      dob: "1980-06-15",
      sex: "female",
      address1: "3 Mill Lane",
      address2: "",
      city: "Abingdon",
      postcode: "OX14 1AA",
    },
  });
  expect(basic.status(), await basic.text()).toBe(200);
  const toAnswer = (field: string) =>
    answers[field] ? { answer: "yes", details: answers[field] } : { answer: "no", details: "" };
  const safety = await visitor.put("/api/patient/safety", {
    data: {
      height: 170,
      weight: 104,
      answers: Object.fromEntries([...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.field, toAnswer(q.field)])),
      diabetes: { isDiabetic: "no", type: "", details: "" },
      gp: { practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford", consent: "yes" },
    },
  });
  expect(safety.status(), await safety.text()).toBe(200);
  await visitor.dispose();
  return { email, firstName, lastName };
}

export async function logInAsAdmin(page: Page) {
  await signInAsAdmin(page.request);
}

export async function openFromList(page: Page, patient: SeededPatient, action: "View" | "Edit") {
  await page.goto("/admin/patients");
  await page.getByLabel("Search").fill(patient.lastName.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`search=${patient.lastName.toUpperCase()}`));
  await expect(page.getByText("Showing 1 to 1 of 1 patients")).toBeVisible();
  await page.getByRole("link", { name: `${action} ${patient.firstName} ${patient.lastName}` }).click();
}

/** A new request context per visitor, each from its own client address, so no rate limit of one address is reached. */
export const visitorContexts =
  (playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) => (): Promise<APIRequestContext> =>
    playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
    });
