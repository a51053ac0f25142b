/** Helpers for the API tests of the patient's own journey: a patient at each step, and what they see. */
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { emailOutbox, patients } from "@/server/db/schema";
import type { BasicInfoInput } from "@/shared/schemas/patient/patient-form";
import { allAnswers, basicBody, safetyBody } from "./patient-bodies";
import type { TestApp, TestClient } from "./test-app";

export type Patient = TestClient & { email: string; password: string };

/** The basic step's body, with a lower-case postcode, which the server stores normalised (typed as basicBody is). */
export function basic(overrides?: Partial<BasicInfoInput>): BasicInfoInput;
export function basic(overrides: Record<string, unknown>): Record<string, unknown>;
export function basic(overrides: Record<string, unknown> = {}) {
  return basicBody({ postcode: "ox1 1aa", ...overrides });
}

export const noAnswers = () => allAnswers();

export const safety = safetyBody;

/** What the patient form shows: GET /api/patient/state, typed by its route. */
export const state = async (p: TestClient) => (await p.api.patient.state.$get()).json();

/** The patients row of a signed-up patient. */
export async function patientRow(t: TestApp, p: Patient) {
  const [u] = await t.db
    .execute(sql`SELECT id FROM "user" WHERE email = ${p.email}`)
    .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
  const [row] = await t.db.select().from(patients).where(eq(patients.user_id, u!.id));
  return row!;
}

/** A patient who has done every step up to the confirmation. */
export async function readyToComplete(
  t: TestApp,
  opts: { userType?: string; productId?: number; method?: "delivery" | "pickup" } = {},
) {
  const p = (await t.patient()) as Patient;
  expect((await p.put("/api/patient/basic", basic({ userType: opts.userType ?? "new", email: p.email }))).status).toBe(
    200,
  );
  expect((await p.put("/api/patient/safety", safety())).status).toBe(200);
  expect((await p.post("/api/patient/dose", {})).status).toBe(200);
  if (opts.productId) expect((await p.put("/api/patient/dose", { productId: opts.productId })).status).toBe(200);
  const ship =
    opts.method === "pickup"
      ? { deliveryMethod: "pickup", address1: "", address2: "", city: "", postcode: "" }
      : { deliveryMethod: "delivery", address1: "1 High Street", address2: "", city: "Oxford", postcode: "OX1 1AA" };
  expect((await p.put("/api/patient/shipping", ship)).status).toBe(200);
  return p;
}

/** The e-mails queued about an order. */
export async function outboxFor(t: TestApp, orderId: number) {
  return t.db
    .select({
      to: emailOutbox.to_address,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      type: emailOutbox.type,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.subject} LIKE ${`%#${orderId}`}`);
}
