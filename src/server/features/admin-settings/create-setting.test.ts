import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pharmacySettings } from "@/server/db/schema";
import { SETTINGS_SUPERINTENDENT_MESSAGE } from "@/shared/domain/people/roles";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

describe("POST /api/admin/settings", () => {
  it("creates a setting (type text by default, pharmacy id optional) and refuses the same key twice", async () => {
    const res = await admin.post("/api/admin/settings", {
      setting_key: "parking_note",
      setting_value: "Free parking behind the shop",
      category: "Contact",
      description: "Parking",
      pharmacy_id: 7,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      setting_key: "parking_note",
      setting_type: "text",
      category: "Contact",
      pharmacy_id: 7,
    });
    const [row] = await t.db.select().from(pharmacySettings).where(eq(pharmacySettings.setting_key, "parking_note"));
    expect(row).toMatchObject({ setting_value: "Free parking behind the shop", updated_by: "admin@test.local" });

    const again = await admin.post("/api/admin/settings", { setting_key: "parking_note", setting_value: "other" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "A setting with this key already exists" });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "setting.create"), eq(auditLog.target_id, "parking_note")));
    expect(entry).toBeTruthy();
  });

  it("needs a key and a value: 'Key and value are required'", async () => {
    for (const body of [
      { setting_value: "x" },
      { setting_key: "abc" },
      { setting_key: "", setting_value: "x" },
      { setting_key: "abc", setting_value: "  " },
    ]) {
      const res = await admin.post("/api/admin/settings", body);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error).toBe("Key and value are required");
    }
  });

  it.each([["Upper"], ["1starts_with_digit"], ["has-dash"], ["a"], ["x".repeat(101)]])(
    "refuses the key %j",
    async (key) => {
      const res = await admin.post("/api/admin/settings", { setting_key: key, setting_value: "x" });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields?.setting_key).toMatch(/Key must start with a lowercase letter/);
    },
  );

  it("checks the value against the chosen type and the pharmacy id as a whole number", async () => {
    const bad = await admin.post("/api/admin/settings", {
      setting_key: "ops_email",
      setting_value: "nope",
      setting_type: "email",
    });
    expect(await bad.json()).toMatchObject({ fields: { setting_value: "Invalid email address" } });
    const badType = await admin.post("/api/admin/settings", {
      setting_key: "ops_thing",
      setting_value: "x",
      setting_type: "colour",
    });
    expect(badType.status).toBe(400);
    const badId = await admin.post("/api/admin/settings", {
      setting_key: "ops_thing",
      setting_value: "x",
      pharmacy_id: 1.5,
    });
    expect(await badId.json()).toMatchObject({ fields: { pharmacy_id: "Pharmacy ID must be a whole number" } });
    const ok = await admin.post("/api/admin/settings", {
      setting_key: "ops_site",
      setting_value: "https://ops.example",
      setting_type: "url",
    });
    expect(ok.status).toBe(201);
  });
});

describe("a new setting is the superintendent's (decision 112)", () => {
  it("is refused to staff and prescribers whatever its category, before its input is read", async () => {
    for (const role of ["staff", "prescriber"] as const) {
      const other = await signedInStaff(t, role);
      for (const body of [
        { setting_key: `policy_${role}`, setting_value: "5", setting_type: "number", category: "Clinical" },
        { setting_key: `note_${role}`, setting_value: "x", category: "Contact" },
        {},
      ]) {
        const res = await other.post("/api/admin/settings", body);
        expect(res.status, `${role} ${JSON.stringify(body)}`).toBe(403);
        expect(await res.json()).toEqual({ error: SETTINGS_SUPERINTENDENT_MESSAGE, code: "forbidden" });
      }
    }
    expect(await t.db.select().from(pharmacySettings).where(eq(pharmacySettings.setting_key, "note_staff"))).toEqual(
      [],
    );
    const res = await admin.post("/api/admin/settings", {
      setting_key: "policy_new",
      setting_value: "5",
      setting_type: "number",
      category: "Clinical",
    });
    expect(res.status).toBe(201);
  });
});
