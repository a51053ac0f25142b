/**
 * The server tells a page from a 404 by KNOWN_PATHS (config/known-paths.ts, read from paths.ts);
 * the routers decide what the browser shows. This reads the routers' sources and fails when the
 * two part ways, so a new page is never answered 404, nor a removed one 200.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KNOWN_PATHS, isKnownPath } from "@/client/config/known-paths";

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), "utf8");

/** The paths of a routes file's `<Route path="…">` and `<Route index …>`, under `base`. */
const routePaths = (source: string, base: string) =>
  [...source.matchAll(/<Route\s+(?:path="([^"]+)"|(index))/g)]
    .map((m) => m[1] ?? "")
    .filter((p) => !p.endsWith("*"))
    .map((p) => (p ? `${base}/${p}` : base || "/"));

const routed = new Set([
  ...routePaths(read("router.tsx"), ""),
  ...routePaths(read("patient-app.tsx"), ""),
  ...routePaths(read("admin-app.tsx"), "/admin"),
]);

describe("the paths the server knows as pages", () => {
  it("are the routers' paths, every one of them", () => {
    expect(routed.size).toBeGreaterThan(40);
    expect([...KNOWN_PATHS].sort()).toEqual([...routed].sort());
  });

  it("match a path with an id by its pattern and ignore a trailing slash", () => {
    for (const known of ["/", "/prices/", "/account/orders/12", "/admin", "/admin/patients/3/edit", "/auth"])
      expect(isKnownPath(known), known).toBe(true);
    // docs/spec.md §2: any step of the patient form is a page (the router sends it to the first step).
    expect(isKnownPath("/patient-form/no-such-step")).toBe(true);
  });

  it("know no other path", () => {
    for (const unknown of ["/no-such-page", "/prices/extra", "/account/no-such-page", "/admin/nothing", "/accounts"])
      expect(isKnownPath(unknown), unknown).toBe(false);
  });
});
