/**
 * Decision 104: a path the app has no page for is a 404 with the not-found page in its HTML
 * (not the app's shell with a 200, a soft 404 to search engines); every page of the app,
 * with any id, stays a page.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createSiteApp } from "../serve";

let t: TestApp;
let clientDir: string;
let site: ReturnType<typeof createSiteApp>;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), "site-not-found-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../../index.html"), path.join(clientDir, "index.html"));
  site = createSiteApp(t.deps, clientDir);
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => site.request(url);
const h1 = (page: string) =>
  [...page.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());

describe("a path the app has no page for (decision 104)", () => {
  it("is a 404 with the not-found page in its HTML, kept out of indexes", async () => {
    for (const url of ["/no/such/page", "/pricess", "/prices/extra", "/account/no-such-page", "/admin/nothing"]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("content-type"), url).toBe("text/html; charset=UTF-8");
      expect(res.headers.get("x-robots-tag"), url).toBe("noindex");
      expect(res.headers.get("cache-control"), url).toBe("no-store");
      const page = await res.text();
      expect(h1(page), url).toEqual(["Oops! Page not found"]);
      expect(page, url).toContain("Return Home");
      expect(page, url).not.toContain('rel="canonical"');
    }
  });

  it("is taken over by the browser at a public address, not inside the patient's area or the back office", async () => {
    // There the browser's router shows its own page, which would not match the server's HTML.
    expect(await (await get("/no-such-page")).text()).toContain("initial-data");
    expect(await (await get("/account/no-such-page")).text()).not.toContain("initial-data");
    expect(await (await get("/admin/nothing")).text()).not.toContain("initial-data");
  });

  it("leaves every page with an id a page: a record that is missing is the API's 404 inside it", async () => {
    for (const url of ["/account/orders/999999", "/admin/patients/999999", "/admin/consultations/1", "/patient-form/x"])
      expect((await get(url)).status, url).toBe(200);
  });
});
