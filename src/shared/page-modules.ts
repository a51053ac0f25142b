/**
 * The module each page of the site is loaded from, by path: the router loads these lazily,
 * and the server names them (and what they import) in the page's HTML so the browser fetches
 * them together with the app instead of after it. A test keeps this list and the router's
 * lazy imports the same.
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
  "/patient-form/basic": "src/client/features/patient-form/pages/basic-page.tsx",
  "/patient-form/safety": "src/client/features/patient-form/pages/safety-page.tsx",
  "/patient-form/dose": "src/client/features/patient-form/pages/dose-page.tsx",
  "/patient-form/shipping": "src/client/features/patient-form/pages/shipping-page.tsx",
  "/patient-form/confirmation": "src/client/features/patient-form/pages/confirmation-page.tsx",
  "/order-success": "src/client/features/patient-form/pages/order-success-page.tsx",
  "/account": "src/client/features/account/pages/account-page.tsx",
  "/account/orders/:id": "src/client/features/account/pages/account-order-page.tsx",
  "/account/messages": "src/client/features/account-messages/pages/messages-page.tsx",
  "/account/side-effects": "src/client/features/side-effects/pages/side-effects-page.tsx",
  "/account/reorder": "src/client/features/reorder/pages/reorder-page.tsx",
};

/** Every path under /admin is the back office, one module with its own routes. */
export const ADMIN_MODULE = "src/client/features/admin/admin-app.tsx";

/** The module of a path, or undefined for a path with no page of its own (the 404 page). */
export function pageModuleOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/admin" || path.startsWith("/admin/")) return ADMIN_MODULE;
  // A path with an id (/account/orders/12) is the module of its pattern (/account/orders/:id).
  return PAGE_MODULES[path] ?? PAGE_MODULES[path.replace(/\/\d+$/, "/:id")];
}
