/**
 * The module each page of the site is loaded from, by path: the router loads these lazily,
 * and the server names them (and what they import) in the page's HTML so the browser fetches
 * them together with the app instead of after it. A test keeps this list and the router's
 * lazy imports the same.
 *
 * Only what every visitor's first download needs is here: the public pages, and the two areas
 * that are one module each with their own routes (the back office, the signed-in patient's
 * pages). The patient area's own table is in patient-page-modules.ts, loaded with that area.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  "/": "src/client/features/public/pages/home-page.tsx",
  "/how-it-works": "src/client/features/public/pages/how-it-works-page.tsx",
  "/how-it-works/existing": "src/client/features/public/pages/how-it-works-page.tsx",
  "/am-i-suitable": "src/client/features/public/pages/am-i-suitable-page.tsx",
  "/prices": "src/client/features/public/pages/prices-page.tsx",
  "/contact": "src/client/features/public/pages/contact-page.tsx",
  "/about": "src/client/features/public/pages/about-page.tsx",
  "/terms": "src/client/features/public/pages/terms-page.tsx",
  "/privacy": "src/client/features/public/pages/privacy-page.tsx",
  "/data": "src/client/features/public/pages/data-page.tsx",
  "/auth": "src/client/features/auth/pages/auth-page.tsx",
};

/** Every path under /admin is the back office, one module with its own routes. */
export const ADMIN_MODULE = "src/client/app/admin-app.tsx";

/**
 * Every path under these is the signed-in patient's area (the patient form's steps, the order's
 * success page, the account), one module with its own routes: a visitor never downloads them.
 */
export const PATIENT_MODULE = "src/client/app/patient-app.tsx";
const PATIENT_AREAS = ["/patient-form", "/order-success", "/account"];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
const isUnder = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** The module of a path, or undefined for a path with no page of its own (the 404 page). */
export function pageModuleOf(pathname: string): string | undefined {
  const path = withoutTrailingSlash(pathname);
  if (isUnder(path, "/admin")) return ADMIN_MODULE;
  if (PATIENT_AREAS.some((area) => isUnder(path, area))) return PATIENT_MODULE;
  return PAGE_MODULES[path];
}
