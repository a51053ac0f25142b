import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTING_DEFINITIONS } from "@/shared/domain/site/settings";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

describe("GET /api/admin/settings", () => {
  it("lists every row with its type, description and category, ordered by category then key", async () => {
    const rows = await (await admin.api.admin.settings.$get()).json();
    expect(rows.map((r) => r.setting_key).sort()).toEqual(SETTING_DEFINITIONS.map((d) => d.key).sort());
    const order = rows.map((r) => `${r.category}|${r.setting_key}`);
    expect(order).toEqual([...order].sort());
    expect(rows.find((r) => r.setting_key === "company_email")).toMatchObject({
      setting_type: "email",
      category: "Contact",
    });
  });
});
