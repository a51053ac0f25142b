/** Orders for the journeys: a patient's order put through the form by API, and approved by a prescriber through the API. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../../src/shared/domain/clinical/exclusions";
import { latestMail, signUpViaApi } from "./fixtures";
import { approveThroughApi } from "./review";
import { apiOf } from "./typed-api";

const ok = async (res: Awaited<ReturnType<APIRequestContext["put"]>>) =>
  expect(res.status(), await res.text()).toBe(200);

/** The basic step of a new patient, Ada Lovelace, as the form sends it; `extra` adds fields (the carried height and weight). */
export const basicStepBody = (email: string, extra: Record<string, unknown> = {}) => ({
  forSelf: "yes",
  userType: "new",
  salutation: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  phone: "07700 900123",
  dob: "1985-06-15",
  sex: "female",
  address1: "1 High Street",
  address2: "",
  city: "Oxford",
  postcode: "OX1 1AA",
  ...extra,
});

/**
 * Signs `page` up as a new patient (address confirmed, GP consent given) whose order is completed and awaits the
 * prescriber's review: the form's steps through the API, then completion.
 */
export async function completedOrder(page: Page, method: "delivery" | "pickup" = "delivery") {
  const { email } = await signUpViaApi(page);
  const api = page.request;
  // Order e-mails go only to a confirmed address (decision 027): the welcome e-mail's link first.
  const token = /[?&]token=([A-Za-z0-9_.-]+)/.exec((await latestMail(page, email, "welcome")).text)?.[1];
  expect(token, "confirmation link in the welcome e-mail").toBeTruthy();
  await api.get(`/api/auth/verify-email?token=${token}`, { maxRedirects: 0 });
  const me = await (await apiOf(page).me.$get()).json();
  expect(me.user?.emailVerified).toBe(true);
  await ok(await api.put("/api/patient/basic", { data: basicStepBody(email) }));
  const answers = Object.fromEntries(
    [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.field, { answer: "no", details: "" }]),
  );
  await ok(
    await api.put("/api/patient/safety", {
      data: {
        height: 170,
        weight: 100,
        answers,
        diabetes: { isDiabetic: "no", type: "", details: "" },
        gp: { practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford", consent: "yes" },
      },
    }),
  );
  await ok(await api.post("/api/patient/dose", { data: {} }));
  await ok(
    await api.put("/api/patient/shipping", {
      data:
        method === "pickup"
          ? { deliveryMethod: "pickup", address1: "", address2: "", city: "", postcode: "" }
          : {
              deliveryMethod: "delivery",
              address1: "1 High Street",
              address2: "",
              city: "Oxford",
              postcode: "OX1 1AA",
            },
    }),
  );
  const completed = await apiOf(page).patient.complete.$post({ json: {} });
  expect(completed.status, await completed.clone().text()).toBe(200);
  const { orderId, patientId } = await completed.json();
  return { email, orderId, patientId };
}

/**
 * A new patient whose order is approved and awaiting payment: completed as above, then the seeded superintendent
 * records the evidence and approves it through the API (support/review.ts).
 */
export async function approvedOrder(page: Page, method: "delivery" | "pickup" = "delivery") {
  const order = await completedOrder(page, method);
  await approveThroughApi(order.patientId, order.orderId);
  return order;
}
