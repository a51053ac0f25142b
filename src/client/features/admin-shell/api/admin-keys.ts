/**
 * The query keys every back-office feature builds its own on: all of them under the admin root,
 * so an ended session is handled alike on every page (admin-layout), and the ones a feature's
 * mutation refreshes in another's pages (the dashboard's counts, the patient pages, the orders).
 * Every mutation invalidates what it changed (docs/architecture.md, convention 4).
 */
export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  dashboard: ["admin", "dashboard"] as const,
  patients: ["admin", "patients"] as const,
  orders: ["admin", "orders"] as const,
  goLive: ["admin", "go-live"] as const,
};
