/**
 * The prescriber's review through the real API (decision 077): the journeys reach "approved" as
 * the back office does, with a verified identity check, a live-video measurement and the
 * decision of the journeys' prescriber; none approves by writing rows. Also a
 * member of staff who is not a prescriber, for the journeys that show what they may not do.
 */
import { type APIRequestContext, type APIResponse, type Browser, expect, type Page, request } from "@playwright/test";
import { randomInt } from "node:crypto";
import { E2E_SIGNING_PIN } from "./staff";
import {
  setUpSecondFactor,
  signInAsAdmin,
  signInAsChecker,
  signInAsPrescriber,
  signUpViaApi,
  uniqueEmail,
} from "./fixtures";
import { apiOf, expectOk } from "./typed-api";
import { currentBaseURL } from "./base-url";

/** Each context its own client address, so the rate limits apply per test. */
const clientAddress = () => ({ "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` });

async function ok(res: APIResponse): Promise<unknown> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** The seeded superintendent (admin@e2e.local, a prescriber) signed in to the API. */
export async function superintendentApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: currentBaseURL(), extraHTTPHeaders: clientAddress() });
  await signInAsAdmin(api);
  return api;
}

/** The journeys' prescriber (a pharmacist independent prescriber) signed in to the API. */
export async function prescriberApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: currentBaseURL(), extraHTTPHeaders: clientAddress() });
  await signInAsPrescriber(api);
  return api;
}

/** The journeys' second member of staff signed in to the API: the accuracy check's checker (decision 095). */
export async function checkerApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: currentBaseURL(), extraHTTPHeaders: clientAddress() });
  await signInAsChecker(api);
  return api;
}

/** The consultation the completion of `orderId` opened, as the patient's page in the back office names it. */
export async function consultationIdOf(api: APIRequestContext, patientId: number, orderId: number): Promise<number> {
  const res = await apiOf(api).admin.patients[":id"].$get({ param: { id: String(patientId) } });
  await expectOk(res);
  const body = await res.json();
  const id = body.orders.find((o) => o.order_id === orderId)?.consultation?.consultationId;
  expect(id, `the consultation of order #${orderId}`).toBeTruthy();
  return id!;
}

/** The consultation as its page in the back office reads it. */
async function consultation(api: APIRequestContext, consultationId: number) {
  const res = await apiOf(api).admin.consultations[":id"].$get({ param: { id: String(consultationId) } });
  await expectOk(res);
  return res.json();
}

/** A verified identity check and a live-video measurement (100 kg, 170 cm) of the patient, on the server's day. */
export async function recordEvidence(api: APIRequestContext, patientId: number, today: string) {
  const expiry = `${Number(today.slice(0, 4)) + 5}-12-31`;
  await ok(
    await api.post(`/api/admin/patients/${patientId}/identity-checks`, {
      data: {
        method: "live_video_document",
        documentType: "passport",
        documentLast4: "123A",
        expiryDate: expiry,
        nameMatches: true,
        dobMatches: true,
        outcome: "verified",
      },
    }),
  );
  await ok(
    await api.post(`/api/admin/patients/${patientId}/measurements`, {
      data: {
        method: "live_video",
        weightKg: 100,
        heightCm: 170,
        measuredOn: today,
        source: "Video call with the patient",
      },
    }),
  );
}

/** The day the server's clock reads, as the consultation's approval facts give it. */
export async function serverToday(api: APIRequestContext, consultationId: number) {
  return (await consultation(api, consultationId)).approvalFacts.today;
}

/**
 * Records the evidence and approves the requested dose of the order's consultation, as the
 * journeys' prescriber: the seeded superintendent then clinically checks a prescription not their own.
 */
export async function approveThroughApi(
  patientId: number,
  orderId: number,
  directions = "Inject one dose under the skin once a week, on the same day each week.",
) {
  const api = await prescriberApi();
  try {
    const consultationId = await consultationIdOf(api, patientId, orderId);
    const detail = await consultation(api, consultationId);
    await recordEvidence(api, patientId, detail.approvalFacts.today);
    const consent = detail.questionnaire?.gp.consent ?? null;
    await ok(
      await api.post(`/api/admin/consultations/${consultationId}/decision`, {
        data: {
          outcome: "approved",
          signingPin: E2E_SIGNING_PIN,
          productId: detail.consultation.requestedProductId,
          directions,
          reasoning: "Identity and BMI verified on a live video call; no exclusions answered yes.",
          contactMethod: "live_video",
          gpSharing: consent === "yes" ? "shared" : consent === "no_gp" ? "no_gp" : "not_shared",
          ...(consent === "no" || consent === null
            ? { gpNotSharedReason: "The patient did not consent to sharing with their GP." }
            : {}),
          contraceptionAdviceGiven: true,
        },
      }),
    );
    return { consultationId };
  } finally {
    await api.dispose();
  }
}

/** A member of staff who is not a prescriber, added by the superintendent, signed in (account confirmed, second factor set up) in a browser of their own. */
export async function staffMemberPage(browser: Browser): Promise<Page> {
  const api = await superintendentApi();
  const email = uniqueEmail("staff");
  await ok(
    await api.post("/api/admin/staff", {
      data: {
        name: `Sam Staff ${email.slice(6, 11)}`,
        email,
        role: "staff",
        registration: "none",
        gphcNumber: "",
        prescriberType: "",
      },
    }),
  );
  await api.dispose();
  const context = await browser.newContext({ baseURL: currentBaseURL(), extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  const password = "staff-password-1";
  await signUpViaApi(page, email, password);
  await setUpSecondFactor(page.request, password);
  return page;
}
