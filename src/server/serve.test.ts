/**
 * The site as `npm start` serves it: the API, the built client's files and a page for every
 * other path (the public pages rendered on the server: site/site.test.ts). An unknown API path
 * must stay a JSON 404 there (not the client's page), and a missing hashed asset must be a 404
 * that no cache keeps.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, createTestApp, type TestApp } from "../../tests/support/test-app";
import { createSiteApp } from "./serve";

let t: TestApp;
let clientDir: string;
let site: ReturnType<typeof createSiteApp>;
const INDEX = "<!doctype html><title>Pharmacy</title><div id=root></div>";

beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), "site-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX);
  writeFileSync(path.join(clientDir, "assets", "app-1a2b3c.js"), "console.log(1)");
  site = createSiteApp(t.deps, clientDir);
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const request = (method: string, url: string) =>
  site.request(url, {
    method,
    headers: { origin: APP_URL, "content-type": "application/json" },
    body: method === "GET" ? undefined : "{}",
  });

describe("the served site", () => {
  it("answers the API and the client's pages", async () => {
    expect(await (await request("GET", "/api/health")).json()).toEqual({ ok: true });
    const page = await request("GET", "/patient-form/basic");
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("serves a hashed asset with a long cache", async () => {
    const res = await request("GET", "/assets/app-1a2b3c.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers an unknown API path with a JSON 404 for every method, never the client's page", async () => {
    for (const [method, url] of [
      ["GET", "/api/no-such-thing"],
      ["GET", "/api"],
      ["POST", "/api/no-such-thing"],
      ["PATCH", "/api/unknown/deeper"],
      ["DELETE", "/api/settings"],
    ] as const) {
      const res = await request(method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.headers.get("content-type"), `${method} ${url}`).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: "Not found", code: "not_found" });
    }
  });

  it("answers a missing asset with a 404 that is not cached, so a stale chunk name never gets the page for a year", async () => {
    const res = await request("GET", "/assets/app-old.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control") ?? "").not.toMatch(/immutable|max-age=[1-9]/);
    expect(await res.text()).not.toContain("<div id=root>");
  });
});

describe("a page's own script, named in its HTML", () => {
  let builtDir: string;
  let built: ReturnType<typeof createSiteApp>;
  const BUILT_INDEX =
    '<!doctype html><html><head><title>Pharmacy</title><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-f1.js"></head><body><div id="root"></div></body></html>';

  beforeAll(() => {
    builtDir = mkdtempSync(path.join(tmpdir(), "site-built-"));
    mkdirSync(path.join(builtDir, ".vite"));
    writeFileSync(path.join(builtDir, "index.html"), BUILT_INDEX);
    writeFileSync(path.join(builtDir, "boot.js"), "// the first script of a rendered page");
    // The shape of Vite's manifest: the entry, the framework it imports, and lazy pages.
    const manifest = {
      "index.html": {
        file: "assets/index-e1.js",
        isEntry: true,
        imports: ["_framework-f1.js"],
        dynamicImports: [
          "src/client/features/auth/pages/auth-page.tsx",
          "src/client/app/admin-app.tsx",
          "src/client/app/patient-app.tsx",
        ],
      },
      "_framework-f1.js": { file: "assets/framework-f1.js" },
      "_utils-u1.js": { file: "assets/utils-u1.js", imports: ["_framework-f1.js"] },
      "src/client/features/auth/pages/auth-page.tsx": {
        file: "assets/auth-page-a1.js",
        isDynamicEntry: true,
        imports: ["_framework-f1.js", "_utils-u1.js"],
      },
      "src/client/features/public/pages/prices-page.tsx": {
        file: "assets/prices-page-p1.js",
        isDynamicEntry: true,
        imports: ["_framework-f1.js"],
      },
      "src/client/app/admin-app.tsx": {
        file: "assets/admin-app-d1.js",
        isDynamicEntry: true,
        imports: ["_utils-u1.js"],
      },
      "src/client/app/patient-app.tsx": {
        file: "assets/patient-app-q1.js",
        isDynamicEntry: true,
        imports: ["_framework-f1.js"],
      },
      "src/client/features/patient-form/pages/basic-page.tsx": {
        file: "assets/basic-page-b1.js",
        isDynamicEntry: true,
        imports: ["_framework-f1.js", "_utils-u1.js"],
      },
      "src/client/features/account/pages/account-order-page.tsx": {
        file: "assets/account-order-page-o1.js",
        isDynamicEntry: true,
        imports: ["_utils-u1.js"],
      },
    };
    writeFileSync(path.join(builtDir, ".vite", "manifest.json"), JSON.stringify(manifest));
    built = createSiteApp(t.deps, builtDir);
  });
  afterAll(() => rmSync(builtDir, { recursive: true, force: true }));

  const page = async (url: string) => {
    const res = await built.request(url);
    expect(res.status, url).toBe(200);
    return res.text();
  };
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  const listed = (html: string) => /data-modules="([^"]*)"/.exec(html)?.[1]?.split(" ").filter(Boolean);

  it("lets a rendered page start with its small first script, which fetches the app and the page's modules after the paint", async () => {
    const html = await page("/auth");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/boot.js"></script>');
    expect(head).not.toContain("index-e1.js");
    expect(preloaded(html)).toEqual([]);
    expect(/data-app="([^"]*)"/.exec(html)?.[1]).toBe("/assets/index-e1.js");
    expect(listed(html)).toEqual(["/assets/framework-f1.js", "/assets/auth-page-a1.js", "/assets/utils-u1.js"]);
    expect(listed(await page("/prices/"))).toEqual(["/assets/framework-f1.js", "/assets/prices-page-p1.js"]);
  });

  it("serves that first script revalidated on every use (its name has no hash)", async () => {
    const res = await built.request("/boot.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("names the page's module in the head of a page the browser renders: for a patient's page, the patient area's module and the page's", async () => {
    const html = await page("/patient-form/basic");
    expect(preloaded(html)).toEqual([
      "/assets/framework-f1.js",
      "/assets/patient-app-q1.js",
      "/assets/basic-page-b1.js",
      "/assets/utils-u1.js",
    ]);
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
    expect(preloaded(await page("/account/orders/12"))).toEqual([
      "/assets/framework-f1.js",
      "/assets/patient-app-q1.js",
      "/assets/account-order-page-o1.js",
      "/assets/utils-u1.js",
    ]);
  });

  it("names the back office's module for every admin path", async () => {
    expect(preloaded(await page("/admin/patients/7"))).toEqual([
      "/assets/framework-f1.js",
      "/assets/admin-app-d1.js",
      "/assets/utils-u1.js",
    ]);
  });

  it("names nothing for a path with no page, or a page the build does not have", async () => {
    // An unknown path is the not-found page (decision 104): no page's own module.
    const missing = await built.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(listed(await missing.text())).toEqual(["/assets/framework-f1.js"]);
    // The patient area's routes, without a page the build does not have.
    expect(preloaded(await page("/patient-form/dose"))).toEqual([
      "/assets/framework-f1.js",
      "/assets/patient-app-q1.js",
    ]);
  });
});

describe("a rendered page's islands (decision 107)", () => {
  let islandsDir: string;
  let site: ReturnType<typeof createSiteApp>;
  const BUILT_INDEX =
    '<!doctype html><html><head><title>Pharmacy</title><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-f1.js"></head><body><div id="root"></div></body></html>';

  beforeAll(() => {
    islandsDir = mkdtempSync(path.join(tmpdir(), "site-islands-"));
    mkdirSync(path.join(islandsDir, ".vite"));
    writeFileSync(path.join(islandsDir, "index.html"), BUILT_INDEX);
    writeFileSync(path.join(islandsDir, "boot.js"), "// the first script of a rendered page");
    writeFileSync(
      path.join(islandsDir, ".vite", "manifest.json"),
      JSON.stringify({ "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_framework-f1.js"] } }),
    );
    // The shape of the islands' manifest: their script, its runtime, and each island's module.
    const islands = {
      "src/client/app/islands/main.tsx": {
        file: "assets/islands-i1.js",
        isEntry: true,
        imports: ["_runtime-r1.js"],
        dynamicImports: [
          "src/client/components/layout/navbar.tsx",
          "src/client/features/auth/components/auth-panel.tsx",
        ],
      },
      "_runtime-r1.js": { file: "assets/runtime-r1.js" },
      "_button-b1.js": { file: "assets/button-b1.js", imports: ["_runtime-r1.js"] },
      "src/client/components/layout/navbar.tsx": {
        file: "assets/navbar-n1.js",
        isDynamicEntry: true,
        imports: ["_runtime-r1.js", "_button-b1.js"],
      },
      "src/client/features/auth/components/auth-panel.tsx": {
        file: "assets/auth-panel-a1.js",
        isDynamicEntry: true,
        imports: ["_runtime-r1.js", "_button-b1.js"],
      },
      "src/client/features/public/components/contact-form.tsx": {
        file: "assets/contact-form-c1.js",
        isDynamicEntry: true,
        imports: ["_runtime-r1.js"],
      },
    };
    writeFileSync(path.join(islandsDir, ".vite", "islands-manifest.json"), JSON.stringify(islands));
    site = createSiteApp(t.deps, islandsDir);
  });
  afterAll(() => rmSync(islandsDir, { recursive: true, force: true }));

  const html = async (url: string) => (await site.request(url)).text();
  const listed = (text: string) => /data-modules="([^"]*)"/.exec(text)?.[1]?.split(" ").filter(Boolean);

  it("start with the first script, which fetches the islands' script and the modules of the page's islands, none of the app's", async () => {
    const auth = await html("/auth");
    expect(auth).toContain('<script type="module" fetchpriority="low" crossorigin src="/boot.js"></script>');
    expect(/data-app="([^"]*)"/.exec(auth)?.[1]).toBe("/assets/islands-i1.js");
    expect(listed(auth)).toEqual([
      "/assets/runtime-r1.js",
      "/assets/auth-panel-a1.js",
      "/assets/button-b1.js",
      "/assets/navbar-n1.js",
    ]);
    // The app's files only as the islands' hand-over names them (fetched once a visitor uses an island).
    expect(auth.slice(0, auth.indexOf("</head>"))).not.toMatch(/index-e1\.js|framework-f1\.js/);
    expect(/data-spa="([^"]*)"/.exec(auth)?.[1]).toBe("/assets/index-e1.js");
    expect(/data-spa-modules="([^"]*)"/.exec(auth)?.[1]).toBe("/assets/framework-f1.js");
    // A page whose only island is the navigation bar.
    expect(listed(await html("/prices"))).toEqual([
      "/assets/runtime-r1.js",
      "/assets/navbar-n1.js",
      "/assets/button-b1.js",
    ]);
  });

  it("mark each island's root with its name and its props, the rest of the page plain HTML", async () => {
    const page = await html("/am-i-suitable?height=170&weight=95&sex=male");
    expect([...page.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(["header", "bmi-calculator"]);
    const props = /data-island="bmi-calculator" data-props="([^"]*)"/.exec(page)?.[1];
    expect(JSON.parse(props!.replace(/&quot;/g, '"').replace(/&amp;/g, "&"))).toEqual({
      search: "?height=170&weight=95&sex=male",
    });
  });
});
