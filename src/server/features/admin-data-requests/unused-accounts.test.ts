/**
 * Decision 093: the last sign-in is kept on the account (a sign-out does not take it), and the
 * privacy page's "reviewed for deletion after 2 years without use" is a list on the data
 * requests page: patients' accounts with no treatment or order, unused for 2 years, each erased
 * with "Erase" as a request to delete it would be; staff accounts and accounts with records stay.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, deletionRequests, emailOutbox, patients, user } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(new Date("2026-11-26T10:00:00Z")) });
  admin = await t.employee();
});
afterAll(() => t?.close());

const lastSignIn = async (email: string) =>
  (await t.db.select({ at: user.lastSignInAt }).from(user).where(eq(user.email, email)))[0]!.at;
const unused = async () =>
  (await (await admin.api.admin["deletion-requests"]["unused-accounts"].$get()).json()).accounts;

describe("the last sign-in", () => {
  it("is kept on the account, and survives the sign-out", async () => {
    const p = await t.patient();
    const first = await lastSignIn(p.email);
    expect(first).toEqual(t.deps.now());
    expect((await p.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await lastSignIn(p.email)).toEqual(first);
    t.deps.clock.shiftDays(1);
    await p.signIn(p.email, p.password);
    expect(await lastSignIn(p.email)).toEqual(t.deps.now());
    t.deps.clock.reset();
  });
});

describe("accounts unused for 2 years", () => {
  it("lists patients' accounts with no treatment or order, and erases one on request", async () => {
    const idle = await t.patient();
    const recent = await t.patient();
    const staff = await signedInStaff(t, "staff");
    const treated = await orderInState(t.db, "collected");
    const [treatedUser] = await t.db.select().from(user).where(eq(user.id, treated.patient.user_id!));
    expect(await unused()).toEqual([]);

    // Two years and two days on, nobody having signed in since.
    t.deps.clock.shiftDays(2 * 365 + 2);
    await recent.signIn(recent.email, recent.password);
    const listed = await unused();
    const emails = listed.map((a) => a.email);
    expect(emails).toContain(idle.email);
    expect(emails).not.toContain(recent.email);
    expect(emails).not.toContain(staff.email);
    expect(emails).not.toContain(treatedUser!.email);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "unused_accounts.list"));
    expect(audit).toMatchObject({ actor_email: "admin@test.local", target_type: "user" });

    const entry = listed.find((a) => a.email === idle.email)!;
    const res = await admin.post(`/api/admin/deletion-requests/unused-accounts/${entry.userId}/erase`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ recordsKept: false });
    expect(await t.db.select().from(user).where(eq(user.id, entry.userId))).toEqual([]);
    expect(await t.db.select().from(patients).where(eq(patients.user_id, entry.userId))).toEqual([]);
    const [request] = await t.db.select().from(deletionRequests).where(eq(deletionRequests.email, idle.email));
    expect(request).toMatchObject({ status: "completed", handled_by: "admin@test.local" });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_address, idle.email), eq(emailOutbox.type, "account_deleted")));
    expect(mail!.text).toContain("had not been used for 2 years");
    expect((await unused()).map((a) => a.email)).not.toContain(idle.email);

    // Only what the list shows: not a recent account, a staff one, one with records, or one gone.
    const [recentUser] = await t.db.select().from(user).where(eq(user.email, recent.email));
    for (const id of [recentUser!.id, treatedUser!.id, entry.userId]) {
      const refused = await admin.post(`/api/admin/deletion-requests/unused-accounts/${id}/erase`);
      expect([404, 409]).toContain(refused.status);
    }
    expect((await admin.post("/api/admin/deletion-requests/unused-accounts/bad%00id/erase")).status).toBe(404);
    expect(await t.db.select().from(user).where(eq(user.id, treatedUser!.id))).toHaveLength(1);
  });
});
