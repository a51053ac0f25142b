import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, signingKeys } from "@/server/db/schema";
import type { Clock } from "@/server/lib/time/clock";
import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import type { SigningPinInput } from "@/shared/schemas/people/staff";
import {
  approveBody,
  consultationOf,
  insertConsultation,
  recordEvidence,
} from "../../../../tests/support/consultation-fixtures";
import { signedInStaff, type StaffClient } from "../../../../tests/support/staff-fixtures";
import { TEST_SIGNING_PIN } from "../../../../tests/support/signing-fixtures";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
/** A clock the lock test moves on by minutes. */
let at = NOW;
const clock: Clock = { now: () => at, offsetDays: () => 0, shiftDays: () => {}, reset: () => {} };
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const setPin = (who: StaffClient, body: Partial<SigningPinInput>) =>
  who.api.admin["signing-key"].$post({
    json: { pin: "135790", confirmPin: "135790", password: who.password, ...body },
  });

/** Approves a new consultation's order with `pin`: the decision's answer. */
async function approveWith(who: StaffClient, pin: string) {
  const c = await insertConsultation(t.db);
  const consultation = await consultationOf(t, c.order.order_id);
  await recordEvidence(t, who, consultation.patient_id);
  return who.post(
    `/api/admin/consultations/${consultation.consultation_id}/decision`,
    approveBody({ signingPin: pin }),
  );
}

describe("the signing PIN (decision 118)", () => {
  it("is a prescriber's, set after their password: 6 to 12 digits, typed twice", async () => {
    const staff = await signedInStaff(t, "staff", { registration: "pharmacist" });
    const res = await setPin(staff, {});
    expect(res.status).toBe(403);
    expect(await errorBody(res)).toEqual({ error: SIGNING_MESSAGES.prescribersOnly, code: "forbidden" });

    const prescriber = await signedInStaff(t, "prescriber");
    for (const [body, field, message] of [
      [{ pin: "12345", confirmPin: "12345" }, "pin", SIGNING_MESSAGES.pinFormat],
      [{ pin: "12345a", confirmPin: "12345a" }, "pin", SIGNING_MESSAGES.pinFormat],
      [{ pin: "1234567890123", confirmPin: "1234567890123" }, "pin", SIGNING_MESSAGES.pinFormat],
      [{ confirmPin: "135791" }, "confirmPin", SIGNING_MESSAGES.pinsDiffer],
      [{ password: "not-my-password" }, "password", "Incorrect password"],
    ] as const) {
      const refused = await setPin(prescriber, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(refused)).fields?.[field]).toBe(message);
    }
    // The refused attempts changed nothing: the test key (TEST_SIGNING_PIN) still signs.
    expect((await approveWith(prescriber, TEST_SIGNING_PIN)).status).toBe(200);
  });

  it("makes a new key that signs with the new PIN only, keeps the old one retired, shows the public key, and is audited", async () => {
    const prescriber = await signedInStaff(t, "prescriber");
    const res = await setPin(prescriber, {});
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ signs: true, lockedUntil: null });
    expect(body.key?.publicKey).toMatch(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
    expect(await (await prescriber.get("/api/admin/signing-key")).json()).toEqual(body);

    const keys = await t.db.select().from(signingKeys).where(eq(signingKeys.employee_id, prescriber.employeeId));
    expect(keys).toHaveLength(2);
    expect(keys.filter((k) => k.retired_at === null)).toHaveLength(1);
    // Neither the PIN nor the private key is stored in the clear.
    expect(JSON.stringify(keys)).not.toContain("135790");

    const old = await approveWith(prescriber, TEST_SIGNING_PIN);
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ fields: { signingPin: SIGNING_MESSAGES.wrongPin } });
    expect((await approveWith(prescriber, "135790")).status).toBe(200);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "signing_key.set"), eq(auditLog.target_id, String(prescriber.employeeId))));
    expect(audits).toHaveLength(1);
  });

  it("without a PIN set, approving is refused with where to set it, and nothing is decided", async () => {
    const prescriber = await signedInStaff(t, "prescriber");
    await t.db.update(signingKeys).set({ retired_at: NOW }).where(eq(signingKeys.employee_id, prescriber.employeeId));
    const res = await approveWith(prescriber, TEST_SIGNING_PIN);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: SIGNING_MESSAGES.noKey,
      code: "conflict",
      fields: { signingPin: SIGNING_MESSAGES.noKey },
    });
    expect(await (await prescriber.get("/api/admin/signing-key")).json()).toMatchObject({ key: null });
  });

  it("locks signing for 15 minutes after five wrong PINs in a row, and a new PIN is no way round it", async () => {
    const prescriber = await signedInStaff(t, "prescriber");
    for (let i = 1; i <= 4; i++) expect((await approveWith(prescriber, "000000")).status).toBe(400);
    const fifth = await approveWith(prescriber, "000000");
    expect(fifth.status).toBe(429);
    const locked = SIGNING_MESSAGES.locked("10:15");
    expect(await fifth.json()).toEqual({ error: locked, code: "rate_limited", fields: { signingPin: locked } });
    // The right PIN too, and a new PIN, wait for the lock.
    expect((await approveWith(prescriber, TEST_SIGNING_PIN)).status).toBe(429);
    expect((await setPin(prescriber, {})).status).toBe(429);
    expect(await (await prescriber.get("/api/admin/signing-key")).json()).toMatchObject({
      lockedUntil: "2026-11-25T10:15:00.000Z",
    });

    at = new Date(NOW.getTime() + 15 * 60_000);
    try {
      expect((await approveWith(prescriber, TEST_SIGNING_PIN)).status).toBe(200);
      // The count starts again: four wrong PINs do not lock.
      for (let i = 1; i <= 4; i++) expect((await approveWith(prescriber, "000000")).status).toBe(400);
      expect((await approveWith(prescriber, TEST_SIGNING_PIN)).status).toBe(200);
    } finally {
      at = NOW;
    }
  });
});
