/**
 * The server names each page's module in its HTML from PAGE_MODULES; the router loads the
 * same modules lazily. This reads the router's source and fails when the two part ways, so a
 * new or moved page cannot silently lose its early fetch.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_MODULE, PAGE_MODULES, pageModuleOf } from "@/shared/page-modules";

const source = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8");
const toFile = (specifier: string) => `${specifier.replace(/^@\//, "src/")}.tsx`;

/** `const Name = lazyPage("module", () => import("specifier"))` → [Name, module, the specifier's file]. */
const lazyPages = [...source.matchAll(/const (\w+) = lazyPage\("([^"]+)", \(\) => import\("([^"]+)"\)\)/g)].map((m) => [m[1]!, m[2]!, toFile(m[3]!)] as const);
const lazyModules = new Map(lazyPages.map(([name, module]) => [name, module]));
/** `<Route path="x" element={page(Name)} />` and `<Route index element={page(Name)} />` → "/x": module file. */
const routedModules = new Map(
  [...source.matchAll(/<Route (?:path="([^"]+)"|index) element=\{page\((\w+)\)\}/g)]
    .filter((m) => m[1] !== "*")
    .map((m) => [`/${m[1] ?? ""}`, lazyModules.get(m[2]!)]),
);

describe("the page modules the server preloads", () => {
  it("are read from the router", () => {
    expect(routedModules.size).toBeGreaterThan(10);
  });

  it("are each named as the module their import loads", () => {
    expect(lazyPages.length).toBeGreaterThan(10);
    for (const [name, module, imported] of lazyPages) expect(module, name).toBe(imported);
  });

  it("are the modules the router loads for each path", () => {
    expect(Object.fromEntries(routedModules)).toEqual(PAGE_MODULES);
  });

  it("send every path of the back office to the admin module the router loads", () => {
    expect(lazyPages.map(([, module]) => module)).toContain(ADMIN_MODULE);
    expect(pageModuleOf("/admin")).toBe(ADMIN_MODULE);
    expect(pageModuleOf("/admin/patients/12/edit")).toBe(ADMIN_MODULE);
    expect(pageModuleOf("/administrator")).toBeUndefined();
  });

  it("find the module of a path with an id by its pattern", () => {
    expect(pageModuleOf("/account/orders/12")).toBe(PAGE_MODULES["/account/orders/:id"]);
    expect(pageModuleOf("/account/orders/x")).toBeUndefined();
  });

  it("ignore a trailing slash and know no module for an unknown path", () => {
    expect(pageModuleOf("/prices/")).toBe(PAGE_MODULES["/prices"]);
    expect(pageModuleOf("/no-such-page")).toBeUndefined();
  });
});
