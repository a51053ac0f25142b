import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees } from "@/server/db/schema";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";

let t: TestApp;
let superintendent: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.employee();
});
afterAll(() => t?.close());

const staffList = async () => (await superintendent.api.admin.staff.$get()).json();

describe("GET /api/admin/staff", () => {
  it("lists every employee with their role, credentials, account and second factor; removed ones apart", async () => {
    const prescriber = await signedInStaff(t, "prescriber");
    await t.db.insert(employees).values({ email: "waiting@pharmacy.example", name: "Waiting Member", role: "staff" });
    const gone = await signedInStaff(t, "staff");
    expect((await superintendent.delete(`/api/admin/staff/${gone.employeeId}`)).status).toBe(200);

    const res = await superintendent.api.admin.staff.$get();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.active.find((m) => m.email === ADMIN.email)).toMatchObject({
      role: "superintendent",
      registration: "pharmacist",
      accreditedChecker: false,
      gphcNumber: expect.stringMatching(/^\d{7}$/),
      prescriberType: "Pharmacist Independent Prescriber",
      hasAccount: true,
      twoFactorEnabled: true,
      removedAt: null,
    });
    expect(body.active.find((m) => m.email === prescriber.email)).toMatchObject({
      role: "prescriber",
      hasAccount: true,
      twoFactorEnabled: true,
    });
    expect(body.active.find((m) => m.email === "waiting@pharmacy.example")).toMatchObject({
      name: "Waiting Member",
      role: "staff",
      registration: "none",
      gphcNumber: "",
      hasAccount: false,
      twoFactorEnabled: false,
    });
    expect(body.active.map((m) => m.email)).not.toContain(gone.email);
    expect(body.removed).toEqual([
      expect.objectContaining({ email: gone.email, removedAt: expect.any(String), removedBy: ADMIN.email }),
    ]);
    const [row] = await t.db.select().from(employees).where(eq(employees.email, gone.email));
    expect(row!.removed_at).not.toBeNull();
  });
});

describe("the Staff page's signing keys (decision 118)", () => {
  it("shows a prescriber's current public key, changed when they set a new PIN; none for staff", async () => {
    const prescriber = await signedInStaff(t, "prescriber");
    const staff = await signedInStaff(t, "staff");
    const member = async (email: string) => (await staffList()).active.find((m) => m.email === email)!;
    const before = (await member(prescriber.email)).signingKey;
    expect(before).toMatch(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
    expect((await member(staff.email)).signingKey).toBeNull();
    const set = await prescriber.api.admin["signing-key"].$post({
      json: { pin: "975310", confirmPin: "975310", password: prescriber.password },
    });
    expect(set.status).toBe(200);
    const after = (await member(prescriber.email)).signingKey;
    expect(after).toBe((await set.json()).key?.publicKey);
    expect(after).not.toBe(before);
  });
});
