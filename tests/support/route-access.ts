/**
 * Who may call each API route. The authorisation test fails when a route exists without an
 * entry here, or an entry names a route that no longer exists: a new endpoint cannot ship
 * without a decision about who may reach it.
 */
import { MAX_ID } from "@/shared/schemas/zod";

export type Access = "public" | "user" | "employee";

export const ROUTE_ACCESS: Record<string, Access> = {
  // better-auth: only the endpoints the product uses are mounted (AUTH_ENDPOINTS of server/auth/auth-endpoints.ts).
  "POST /api/auth/sign-up/email": "public",
  "POST /api/auth/sign-in/email": "public",
  "POST /api/auth/sign-out": "public",
  "POST /api/auth/request-password-reset": "public",
  "POST /api/auth/reset-password": "public",
  // Decision 063: the token of the e-mailed link is the proof; it confirms only its own account.
  "GET /api/auth/verify-email": "public",
  // Decision 027: sends only to an existing, unconfirmed account's own address; same answer for any address.
  "POST /api/auth/send-verification-email": "public",
  // Decision 065: enabling needs an employee's session and password; verifying a code needs a
  // session or the sign-in's own two-factor cookie (401 without either).
  "POST /api/auth/two-factor/enable": "employee",
  "POST /api/auth/two-factor/verify-totp": "user",
  "POST /api/auth/two-factor/verify-backup-code": "user",

  "GET /api/health": "public",
  "GET /api/health/ready": "public",
  "GET /api/settings": "public",
  // Decision 090: whether the site takes orders (and in development, the example values in place).
  "GET /api/settings/banner": "public",
  "GET /api/products": "public",
  "POST /api/contact": "public",
  "GET /api/me": "public",
  "POST /api/me/welcome-email": "user",
  "POST /api/me/confirmation-email": "user",
  "PUT /api/me/patient-type": "user",

  "GET /api/patient/state": "user",
  "PUT /api/patient/basic": "user",
  "PATCH /api/patient/questionnaire": "user",
  "PATCH /api/patient/measurements": "user",
  "PUT /api/patient/safety": "user",
  "POST /api/patient/dose": "user",
  "PUT /api/patient/dose": "user",
  "POST /api/patient/back-in-stock": "user",
  "PUT /api/patient/shipping": "user",
  "GET /api/patient/confirmation": "user",
  "POST /api/patient/complete": "user",
  "GET /api/patient/orders/latest": "user",
  "GET /api/account": "user",
  "GET /api/account/orders/:id": "user",
  "POST /api/account/orders/:id/received": "user",
  "POST /api/account/orders/:id/cancel": "user",
  // Decision 100: "Pay now" on the patient's own order.
  "POST /api/account/orders/:id/pay": "user",
  // Decision 100: Stripe calls it; the signature on the raw body is the proof (404 without the provider).
  "POST /api/payments/stripe/webhook": "public",
  "PUT /api/account/reorder-reminders": "user",
  // Issue 23: the patient's own progress chart, and a weight between check-ins.
  "GET /api/account/progress": "user",
  "POST /api/account/weights": "user",
  // Issue 13: the patient's own thread, reports and advice; no id of a message or a report in any path.
  "GET /api/account/messages": "user",
  "POST /api/account/messages": "user",
  "POST /api/account/side-effects": "user",
  "GET /api/account/advice": "user",
  "POST /api/account/advice": "user",
  "GET /api/account/reorder": "user",
  "POST /api/account/reorder": "user",

  "GET /api/account/data": "user",
  "POST /api/account/deletion-request": "user",
  "GET /api/admin/deletion-requests": "employee",
  "POST /api/admin/deletion-requests/:id/complete": "employee",
  // Decision 093: accounts unused for 2 years, and their erasure.
  "GET /api/admin/deletion-requests/unused-accounts": "employee",
  "POST /api/admin/deletion-requests/unused-accounts/:userId/erase": "employee",

  "GET /api/admin/dashboard": "employee",
  "GET /api/admin/stats": "employee",
  "GET /api/admin/patients": "employee",
  "GET /api/admin/patients/:id": "employee",
  "GET /api/admin/patients/:id/audit": "employee",
  "PATCH /api/admin/patients/:id/status": "employee",
  "PUT /api/admin/patients/:id": "employee",
  "DELETE /api/admin/patients/:id": "employee",
  "GET /api/admin/settings": "employee",
  "POST /api/admin/settings": "employee",
  "PUT /api/admin/settings/:key": "employee",
  "GET /api/admin/orders": "employee",
  "GET /api/admin/orders/:id": "employee",
  "POST /api/admin/orders/:id/mark-paid": "employee",
  // Decision 095: the three steps of dispensing; the clinical check further needs a prescriber
  // (403 for staff, tested in admin-orders).
  "POST /api/admin/orders/:id/clinical-check": "employee",
  "POST /api/admin/orders/:id/assemble": "employee",
  "GET /api/admin/orders/:id/label": "employee",
  "POST /api/admin/orders/:id/label-printed": "employee",
  "POST /api/admin/orders/:id/accuracy-check": "employee",
  "POST /api/admin/orders/:id/dispatch": "employee",
  "POST /api/admin/orders/:id/ready-to-collect": "employee",
  "POST /api/admin/orders/:id/collect": "employee",
  "POST /api/admin/orders/:id/delivered": "employee",
  "POST /api/admin/orders/:id/cancel": "employee",
  "POST /api/admin/orders/:id/return": "employee",
  "POST /api/admin/orders/:id/refund": "employee",
  "GET /api/admin/payments": "employee",
  "GET /api/admin/payments/export": "employee",
  "GET /api/admin/register": "employee",
  "GET /api/admin/register/export": "employee",
  "GET /api/admin/messages": "employee",
  "GET /api/admin/patients/:id/messages": "employee",
  "POST /api/admin/patients/:id/messages": "employee",
  "GET /api/admin/patients/:id/side-effects": "employee",
  // Prescribers only (403 for other staff): the route's own requireRole, tested beside it.
  "POST /api/admin/side-effects/:id/handled": "employee",
  // Decision 022: the superintendent's alone (requireRole); the matrix's employee is the
  // superintendent, and admin-staff's tests check every other role.
  "GET /api/admin/staff": "employee",
  "POST /api/admin/staff": "employee",
  "PATCH /api/admin/staff/:id": "employee",
  "DELETE /api/admin/staff/:id": "employee",
  "POST /api/admin/staff/:id/reset-second-factor": "employee",
  // Decision 093: an employee's own backup codes, after their password.
  "POST /api/admin/two-factor/backup-codes": "employee",
  // Decision 118: a member of staff's own signing key (setting it is a prescriber's, refused to others inside).
  "GET /api/admin/signing-key": "employee",
  "POST /api/admin/signing-key": "employee",
  // Decision 090: the open count is every employee's; the checklist and its actions the
  // superintendent's (403 for others, tested in admin-go-live).
  "GET /api/admin/go-live/status": "employee",
  "GET /api/admin/go-live": "employee",
  "POST /api/admin/go-live/booking-check": "employee",
  "POST /api/admin/go-live/test-email": "employee",
  "POST /api/admin/go-live/backups": "employee",
  "POST /api/admin/go-live/restore-test": "employee",
  "POST /api/admin/go-live/live": "employee",
  // Decision 077: the prescriber's review. Every employee reads; the decision and measurements
  // further need a prescriber (403 for staff, tested in admin-consultations and admin-evidence).
  "GET /api/admin/consultations": "employee",
  "GET /api/admin/consultations/:id": "employee",
  "POST /api/admin/consultations/:id/decision": "employee",
  // Decision 085: a correcting decision, prescribers only like the decision.
  "POST /api/admin/consultations/:id/correction": "employee",
  "POST /api/admin/patients/:id/identity-checks": "employee",
  "POST /api/admin/patients/:id/measurements": "employee",
  "POST /api/admin/patients/:id/files": "employee",
  "GET /api/admin/files/:id": "employee",
  "GET /api/admin/prescriptions/:id": "employee",
  "POST /api/admin/prescriptions/:id/verify": "employee",
  // Decision 118: a pharmacist's, refused to other staff inside.
  "POST /api/admin/prescriptions/:id/paper-filed": "employee",
  "GET /api/admin/gp-letters/:id": "employee",
  // Decision 098: the responsible pharmacist log; signing in or out further needs a pharmacist
  // (403 for staff, tested in admin-rp-log).
  "GET /api/admin/rp-log": "employee",
  "GET /api/admin/rp-log/export": "employee",
  "POST /api/admin/rp-log/sign-in": "employee",
  "POST /api/admin/rp-log/sign-out": "employee",
  // Decision 116: the RP on duty's own absence and return (403 for anyone else, tested in admin-rp-log).
  "POST /api/admin/rp-log/absence": "employee",
  "POST /api/admin/rp-log/back": "employee",
  // Decision 099: the packs' GTINs; setting one is the superintendent's (403 otherwise, tested in admin-products).
  "GET /api/admin/products": "employee",
  "PUT /api/admin/products/:id/gtin": "employee",
  // Decision 098: batch recalls, fridge temperatures and incidents; closing an incident is the
  // superintendent's (403 otherwise, tested in admin-incidents).
  "GET /api/admin/recalls": "employee",
  "GET /api/admin/recalls/export": "employee",
  "POST /api/admin/recalls/notify": "employee",
  "GET /api/admin/recalls/recorded": "employee",
  "POST /api/admin/recalls/recorded": "employee",
  "POST /api/admin/recalls/recorded/:id/close": "employee",
  "GET /api/admin/fridge": "employee",
  "POST /api/admin/fridge": "employee",
  // Decision 121: an excursion's assessment is a pharmacist's (403 otherwise, tested in admin-fridge).
  "POST /api/admin/fridge/excursions/:id/close": "employee",
  "GET /api/admin/stock": "employee",
  "GET /api/admin/stock/movements": "employee",
  "GET /api/admin/stock/movements.csv": "employee",
  "POST /api/admin/stock/receive": "employee",
  "POST /api/admin/stock/adjust": "employee",
  "GET /api/admin/incidents": "employee",
  "POST /api/admin/incidents": "employee",
  "POST /api/admin/incidents/:id/close": "employee",
  "POST /api/admin/gp-letters/:id/sent": "employee",
};

export interface ApiRoute {
  method: string;
  path: string;
}

/** Every API route the app answers, the mounted better-auth endpoints included. */
export function apiRoutes(app: { routes: Array<{ method: string; path: string }> }): ApiRoute[] {
  const seen = new Set<string>();
  const out: ApiRoute[] = [];
  for (const r of app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path.includes("*")) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path: r.path });
  }
  return out;
}

/** Fills path parameters with concrete values. */
export function concretePath(path: string, params: { patientId: number; settingKey: string }): string {
  // Completing a deletion request erases its patient: name a request that does not exist, so the
  // route is reached (404 for whoever may call it) and the matrix's own patients stay.
  const id = path.startsWith("/api/admin/deletion-requests/") ? MAX_ID : params.patientId;
  return path.replace(":id", String(id)).replace(":key", params.settingKey);
}
