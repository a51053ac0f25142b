/**
 * Decision 090, in development: nothing is blocked, and every public page's banner names the
 * settings that still hold their example values, until they are replaced.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_SETTINGS } from "@/shared/domain/site/go-live";
import { readyToComplete } from "../../../../tests/support/patient-journey";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { pharmacySettings } from "../../db/schema";
import { createSiteApp } from "../../serve";
import { inArray } from "drizzle-orm";

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), "go-live-dev-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../../../index.html"), path.join(clientDir, "index.html"));
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the go-live checklist in development", () => {
  it("blocks nothing while items are open", async () => {
    const admin = await t.employee();
    expect((await (await admin.get("/api/admin/go-live")).json()).open).toBeGreaterThan(0);
    const p = await readyToComplete(t);
    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
  });

  it("names the example values in place on every public page, and none once they are replaced", async () => {
    const site = createSiteApp(t.deps, clientDir);
    expect(await (await t.client().get("/api/settings/banner")).json()).toEqual({
      banner: { kind: "examples", settings: EXAMPLE_SETTINGS },
    });
    const html = await (await site.request("/prices")).text();
    expect(html).toContain("these settings still hold their example values");
    expect(html).toContain("pharmacist_gphc_number");
    expect(html).not.toContain("We are not taking orders yet.");

    await t.db
      .update(pharmacySettings)
      .set({ setting_value: "1234567" })
      .where(inArray(pharmacySettings.setting_key, [...EXAMPLE_SETTINGS]));
    expect(await (await t.client().get("/api/settings/banner")).json()).toEqual({ banner: null });
    const fresh = await (await createSiteApp(t.deps, clientDir).request("/prices")).text();
    expect(fresh).not.toContain("these settings still hold their example values");
  });
});
