import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

describe("GET /api/admin/messages", () => {
  it("shows what visitors sent through /contact, newest first, paged; each read is audited", async () => {
    for (let i = 1; i <= 22; i++) {
      expect(
        (
          await t.client().post("/api/contact", {
            name: `Visitor ${i}`,
            email: `v${i}@example.com`,
            phone: "",
            message: `Message number ${i}`,
          })
        ).status,
      ).toBe(201);
    }
    const page1 = await (await staff.api.admin.messages.$get({ query: {} })).json();
    expect(page1.total).toBe(22);
    expect(page1.messages).toHaveLength(20);
    expect(page1.messages[0]).toMatchObject({
      name: "Visitor 22",
      email: "v22@example.com",
      message: "Message number 22",
    });
    const page2 = await (await staff.api.admin.messages.$get({ query: { page: "2" } })).json();
    expect(page2.messages.map((m) => m.name)).toEqual(["Visitor 2", "Visitor 1"]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "contact_messages.view"))).toHaveLength(2);
    expect((await staff.get("/api/admin/messages?page=-1")).status).toBe(400);
  });

  it("is for employees only", async () => {
    expect((await (await signedInPatient(t)).get("/api/admin/messages")).status).toBe(403);
    expect((await t.client().get("/api/admin/messages")).status).toBe(401);
  });
});
