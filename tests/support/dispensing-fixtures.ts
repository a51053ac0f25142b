/**
 * Dispensing an order through its three steps (decision 095), as the order page does: the
 * seeded superintendent signs in as the responsible pharmacist (if nobody is) and does the
 * clinical check, assembles the pack by hand and prints the label; a second employee, an
 * accredited checking technician (decision 117), does the accuracy check, which dispenses.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { dispensingSteps } from "@/server/db/schema";
import type { AccuracyCheckInput } from "@/shared/schemas/orders/dispensing";
import { signedInStaff, type StaffClient } from "./staff-fixtures";
import type { TestApp, TestClient } from "./test-app";

const checkers = new WeakMap<TestApp, StaffClient>();

/** A second employee of this test app, for the accuracy check: an accredited checking technician (decision 117). */
export async function secondEmployee(t: TestApp): Promise<StaffClient> {
  let checker = checkers.get(t);
  if (!checker) {
    checker = await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true });
    checkers.set(t, checker);
  }
  return checker;
}

/** Signs `pharmacist` in as the responsible pharmacist unless someone already is. */
export async function ensureRpOnDuty(pharmacist: TestClient) {
  const log = await (await pharmacist.api.admin["rp-log"].$get({ query: {} })).json();
  if (!log.onDuty) expect((await pharmacist.api.admin["rp-log"]["sign-in"].$post({ json: {} })).status).toBe(200);
}

export const ALL_CHECKED: AccuracyCheckInput = {
  packChecked: true,
  doseChecked: true,
  labelChecked: true,
  patientChecked: true,
};

/** A dispatch's body: courier, tracking number, the cold-chain packaging (decision 121) and its weekend confirmation. */
export const DISPATCH = {
  courier: "Royal Mail",
  trackingNumber: "AB123456789GB",
  coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
  coldChainConfirmed: true,
};

/**
 * The steps not yet recorded of the clinical check, the assembly (typed) and the label's print,
 * each expected to succeed (so a test may stop at a refusal and go on after it).
 */
/** A pack as typed at the assembly: its batch, expiry and, when given, its serial number. */
export type TypedPack = { batchNumber: string; expiryDate: string; serialNumber?: string };

export async function checkAndAssemble(
  t: TestApp,
  pharmacist: TestClient,
  orderId: number,
  pack: TypedPack = { batchNumber: "BN-2211", expiryDate: "2027-03-31" },
) {
  await ensureRpOnDuty(pharmacist);
  // Read from the table, not the order page: a test counting the page's audited reads stays exact.
  const recorded = await t.db.select().from(dispensingSteps).where(eq(dispensingSteps.order_id, orderId));
  const has = (step: string) => recorded.some((r) => r.step === step);
  const steps: Response[] = [];
  if (!has("clinical_check"))
    steps.push(await pharmacist.post(`/api/admin/orders/${orderId}/clinical-check`, { confirmed: true }));
  if (!has("assembly")) steps.push(await pharmacist.post(`/api/admin/orders/${orderId}/assemble`, pack));
  if (!has("label_print")) steps.push(await pharmacist.post(`/api/admin/orders/${orderId}/label-printed`, {}));
  for (const res of steps) expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Every step, the accuracy check by a second employee last: the order is then dispensed.
 * Answers the check's response (a refusal of the dispensing itself is the check's answer).
 */
export async function dispenseThroughSteps(t: TestApp, pharmacist: TestClient, orderId: number, pack?: TypedPack) {
  await checkAndAssemble(t, pharmacist, orderId, pack);
  const checker = await secondEmployee(t);
  return checker.api.admin.orders[":id"]["accuracy-check"].$post({ param: { id: String(orderId) }, json: ALL_CHECKED });
}
