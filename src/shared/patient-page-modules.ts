/**
 * The pages of the signed-in patient's area (page-modules.ts PATIENT_MODULE), by path: that
 * module loads them lazily, and the server names the page's module beside the area's so the
 * browser fetches both together with the app. A test keeps this list and the area's routes the
 * same. Apart from page-modules.ts so that a visitor's first download does not carry it.
 */
export const PATIENT_PAGE_MODULES: Readonly<Record<string, string>> = {
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

/** The module of a page of the patient's area, or undefined (a redirect, or not found). */
export function patientPageModuleOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // A path with an id (/account/orders/12) is the module of its pattern (/account/orders/:id).
  return PATIENT_PAGE_MODULES[path] ?? PATIENT_PAGE_MODULES[path.replace(/\/\d+$/, "/:id")];
}
