/**
 * The server names each page's module in its HTML from PAGE_MODULES (and, for a page of the
 * signed-in patient's area, PATIENT_PAGE_MODULES); the router and the patient area load the
 * same modules lazily. This reads their source and fails when the two part ways, so a new or
 * moved page cannot silently lose its early fetch.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_MODULE, PAGE_MODULES, PATIENT_MODULE, pageModuleOf } from "@/shared/page-modules";
import { PATIENT_PAGE_MODULES, patientPageModuleOf } from "@/shared/patient-page-modules";

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), "utf8");
const toFile = (specifier: string) => `${specifier.replace(/^@\//, "src/")}.tsx`;

/** `const Name = lazyPage("module", () => import("specifier"))` → [Name, module, the specifier's file]. */
const lazyPagesOf = (source: string) =>
  [...source.matchAll(/const (\w+) = lazyPage\(\s*"([^"]+)",\s*\(\) => import\("([^"]+)"\),?\s*\)/g)].map(
    (m) => [m[1]!, m[2]!, toFile(m[3]!)] as const,
  );

/**
 * The module of each route whose element matches `element` (the component's name in its group),
 * by path; a route to a component that is no lazy page (a redirect, the not-found page) is left out.
 */
function routedModules(source: string, element: string) {
  const modules = new Map(lazyPagesOf(source).map(([name, module]) => [name, module]));
  const routes = [
    ...source.matchAll(new RegExp(`<Route\\s+(?:path="([^"]+)"|index)\\s+element=\\{${element}\\}`, "g")),
  ];
  return new Map(
    routes.filter((m) => m[1] !== "*" && modules.has(m[2]!)).map((m) => [`/${m[1] ?? ""}`, modules.get(m[2]!)!]),
  );
}

const router = read("router.tsx");
const patientApp = read("patient-app.tsx");
const lazyPages = [...lazyPagesOf(router), ...lazyPagesOf(patientApp)];

describe("the page modules the server preloads", () => {
  it("are read from the router and the patient area", () => {
    expect(routedModules(router, "page\\((\\w+)\\)").size).toBeGreaterThan(10);
    expect(routedModules(patientApp, "<(\\w+) />").size).toBeGreaterThan(10);
  });

  it("are each named as the module their import loads", () => {
    expect(lazyPages.length).toBeGreaterThan(20);
    for (const [name, module, imported] of lazyPages) expect(module, name).toBe(imported);
  });

  it("are the modules the router loads for each public path", () => {
    expect(Object.fromEntries(routedModules(router, "page\\((\\w+)\\)"))).toEqual(PAGE_MODULES);
  });

  it("are the modules the patient area loads for each of its paths", () => {
    expect(Object.fromEntries(routedModules(patientApp, "<(\\w+) />"))).toEqual(PATIENT_PAGE_MODULES);
  });

  it("send every path of the patient's area to the patient module the router loads", () => {
    expect(lazyPagesOf(router).map(([, module]) => module)).toContain(PATIENT_MODULE);
    for (const pathname of Object.keys(PATIENT_PAGE_MODULES))
      expect(pageModuleOf(pathname.replace(":id", "12")), pathname).toBe(PATIENT_MODULE);
    for (const pathname of [
      "/patient-form",
      "/patient-form/existing",
      "/patient-form/no-such-step",
      "/account/no-such-page",
      "/order-success/",
    ]) {
      expect(pageModuleOf(pathname), pathname).toBe(PATIENT_MODULE);
    }
    expect(pageModuleOf("/accounts")).toBeUndefined();
    expect(pageModuleOf("/patient-forms")).toBeUndefined();
  });

  it("send every path of the back office to the admin module the router loads", () => {
    expect(lazyPagesOf(router).map(([, module]) => module)).toContain(ADMIN_MODULE);
    expect(pageModuleOf("/admin")).toBe(ADMIN_MODULE);
    expect(pageModuleOf("/admin/patients/12/edit")).toBe(ADMIN_MODULE);
    expect(pageModuleOf("/administrator")).toBeUndefined();
  });

  it("find the module of a patient's page with an id by its pattern", () => {
    expect(patientPageModuleOf("/account/orders/12")).toBe(PATIENT_PAGE_MODULES["/account/orders/:id"]);
    expect(patientPageModuleOf("/account/orders/12/")).toBe(PATIENT_PAGE_MODULES["/account/orders/:id"]);
    expect(patientPageModuleOf("/account/orders/x")).toBeUndefined();
    expect(patientPageModuleOf("/patient-form")).toBeUndefined();
  });

  it("ignore a trailing slash and know no module for an unknown path", () => {
    expect(pageModuleOf("/prices/")).toBe(PAGE_MODULES["/prices"]);
    expect(pageModuleOf("/no-such-page")).toBeUndefined();
  });
});
