/**
 * Decision 090, in production: a new installation lists every example value and every step not
 * yet taken, takes no order (503 on Complete Order and re-orders, the banner on every public
 * page), and takes orders once the superintendent has cleared the checklist and gone live.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_SETTINGS } from "@/shared/domain/site/go-live";
import { NOT_TAKING_ORDERS_BANNER } from "@/shared/domain/site/site-banner";
import { checkin } from "../../../../tests/support/reorder-fixtures";
import { readyToComplete } from "../../../../tests/support/patient-journey";
import { signedInEmployee } from "../../../../tests/support/order-fixtures";
import { startTestSmtp } from "../../../../tests/support/smtp";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { receiveEveryProduct } from "../../../../tests/support/stock-fixtures";
import { auditLog, emailOutbox, goLiveEvents } from "../../db/schema";
import { createSiteApp } from "../../serve";
import { eq } from "drizzle-orm";

const BACKUP_KEY = "backup-key-for-tests-0123456789abcdef";
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let t: TestApp;
let admin: TestClient;
let booking: Server;
let bookingUrl: string;
const work = mkdtempSync(path.join(tmpdir(), "go-live-test-"));

beforeAll(async () => {
  smtp = await startTestSmtp();
  booking = createServer((req, res) => {
    res.statusCode = req.url === "/consultation" ? 200 : 404;
    res.end("booking");
  });
  await new Promise<void>((resolve) => booking.listen(0, "127.0.0.1", resolve));
  bookingUrl = `http://127.0.0.1:${(booking.address() as AddressInfo).port}`;
  t = await createTestApp({
    mailer: smtp.mailer,
    env: {
      NODE_ENV: "production",
      APP_URL: "https://pharmacy.example",
      SMTP_URL: smtp.url,
      BACKUP_KEY,
      BACKUP_DIR: path.join(work, "backups"),
    },
  });
  admin = await t.employee();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await new Promise((resolve) => booking?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** The go-live checklist, typed by its route. */
const checklist = async () => (await admin.api.admin["go-live"].$get()).json();
const openItems = async () => (await checklist()).items.filter((i) => !i.done).map((i) => i.id);

/** A public page as the server renders it (the built template, rendered from the sources). */
async function homePage(): Promise<string> {
  const clientDir = mkdtempSync(path.join(work, "client-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../../../index.html"), path.join(clientDir, "index.html"));
  const res = await createSiteApp(t.deps, clientDir).request("/");
  expect(res.status).toBe(200);
  return res.text();
}

describe("a new installation in production", () => {
  it("lists every example value and step not taken, each with where it is put right", async () => {
    const list = await checklist();
    const open = list.items.filter((i) => !i.done).map((i) => i.id);
    expect(open).toEqual(
      expect.arrayContaining(["premises", "superintendent", "payment", "booking", "mail", "backup", "restore"]),
    );
    for (const key of EXAMPLE_SETTINGS.filter(
      (k) => !["pharmacy_gphc_premises_number", "payment_link_url", "cal_booking_url"].includes(k),
    ))
      expect(open).toContain(`setting:${key}`);
    expect(list.items.every((i) => i.fixes.length > 0)).toBe(true);
    expect(list).toMatchObject({ live: null, takingOrders: false, open: open.length });
  });

  it("takes no order: Complete Order and re-orders answer 503, and every public page says so", async () => {
    const p = await readyToComplete(t);
    const complete = await p.post("/api/patient/complete", {});
    expect(complete.status).toBe(503);
    expect(await complete.json()).toEqual({ error: "The pharmacy is not taking orders yet.", code: "unavailable" });
    const reorder = await p.post("/api/account/reorder", checkin(t.deps.now()));
    expect(reorder.status).toBe(503);
    expect(await reorder.json()).toEqual({ error: "The pharmacy is not taking orders yet.", code: "unavailable" });

    expect(await (await p.get("/api/settings/banner")).json()).toEqual({ banner: { kind: "not-taking-orders" } });
    const html = await homePage();
    expect(html).toContain(NOT_TAKING_ORDERS_BANNER);
    // In production the page names no setting.
    expect(html).not.toContain("these settings still hold their example values");
  });

  it("shows every employee the open count; the checklist is the superintendent's", async () => {
    const staff = await signedInEmployee(t, "staff");
    const status = await (await staff.get("/api/admin/go-live/status")).json();
    expect(status).toEqual({ open: (await checklist()).open, live: false, takingOrders: false, production: true });
    for (const [method, url] of [
      ["GET", "/api/admin/go-live"],
      ["POST", "/api/admin/go-live/live"],
      ["POST", "/api/admin/go-live/backups"],
      ["POST", "/api/admin/go-live/booking-check"],
    ] as const)
      expect((await staff.request(method, url, method === "POST" ? {} : undefined)).status, url).toBe(403);
  });
});

describe("clearing the checklist and going live", () => {
  it("refuses to go live while an item is open, and to open the example booking page", async () => {
    const example = await admin.post("/api/admin/go-live/booking-check");
    expect(example.status).toBe(409);
    expect((await example.json()).error).toMatch(/still the example one/);
    const res = await admin.post("/api/admin/go-live/live");
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/checklist items are still open/);
  });

  it("done item by item, then live: orders are taken and the banner goes", { timeout: 60_000 }, async () => {
    const real: Record<string, string> = {
      display_name: "Riverside Pharmacy",
      company_name: "Riverside Pharmacy Ltd",
      pharmacy_address_line1: "2 Mill Lane",
      pharmacy_address_line2: "Wallingford",
      pharmacy_address_line3: "Oxfordshire OX10 0AA",
      contact_phone_number: "01491 000000",
      company_email: "hello@riverside.example.org",
      google_maps_embed_url: "https://www.google.com/maps?q=2+Mill+Lane,+Wallingford&output=embed",
      pharmacist_name: "Ann Jones",
      pharmacist_gphc_number: "2012345",
      pharmacist_email: "ann@riverside.example.org",
      pharmacy_gphc_premises_number: "1123456",
      payment_link_url: "https://pay.riverside.example.org/order",
      cal_booking_url: `${bookingUrl}/missing`,
    };
    for (const [key, value] of Object.entries(real))
      expect((await admin.put(`/api/admin/settings/${key}`, { value })).status, key).toBe(200);

    // The superintendent's own name and number, on the Staff page.
    const staff = await (await admin.api.admin.staff.$get()).json();
    const self = staff.active.find((m) => m.role === "superintendent")!;
    expect(
      (await admin.patch(`/api/admin/staff/${self.id}`, { name: "Ann Jones", gphcNumber: "2012345" })).status,
    ).toBe(200);
    // Stock received for every product (decision 124).
    expect(await openItems()).toContain("stock");
    await receiveEveryProduct(t, admin);
    // The mail server has delivered the patients' welcome e-mails of the tests above.
    expect(await openItems()).toEqual(["booking", "backup", "restore"]);

    // The booking link is opened: a page that is not there keeps the item open.
    const missing = await (await admin.post("/api/admin/go-live/booking-check")).json();
    expect(missing).toMatchObject({ ok: false, status: 404 });
    expect((await checklist()).items.find((i) => i.id === "booking")!.detail).toMatch(/did not answer .*HTTP 404/);
    await admin.put("/api/admin/settings/cal_booking_url", { value: `${bookingUrl}/consultation` });
    expect(await (await admin.post("/api/admin/go-live/booking-check")).json()).toMatchObject({
      ok: true,
      status: 200,
    });

    // A test e-mail, to the superintendent asking, reaches the mail server.
    expect((await admin.post("/api/admin/go-live/test-email")).status).toBe(200);
    await expect
      .poll(
        async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.type, "mail_server_test")))[0]?.status,
        {
          timeout: 15_000,
        },
      )
      .toBe("sent");
    expect(smtp.received.some((m) => m.to.includes("admin@test.local"))).toBe(true);

    // Back up now, then a restore test of that backup.
    const backup = await (await admin.post("/api/admin/go-live/backups")).json();
    expect(backup).toMatchObject({ encrypted: true });
    expect(existsSync(path.join(work, "backups", backup.file))).toBe(true);
    expect(
      readFileSync(path.join(work, "backups", backup.file))
        .subarray(0, 17)
        .toString(),
    ).toBe("PHARMACY-BACKUP 2");
    const tested = await (await admin.post("/api/admin/go-live/restore-test")).json();
    expect(tested).toMatchObject({ file: backup.file });
    expect(tested.tables).toBeGreaterThan(30);

    const cleared = await checklist();
    expect(cleared).toMatchObject({ open: 0, live: null, takingOrders: false });
    // Cleared but not yet live: still no orders.
    const p = await readyToComplete(t);
    expect((await p.post("/api/patient/complete", {})).status).toBe(503);

    const live = await admin.post("/api/admin/go-live/live");
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ live: { by: "admin@test.local" } });
    const [event] = await t.db.select().from(goLiveEvents).where(eq(goLiveEvents.event, "went_live"));
    expect(event).toMatchObject({ actor_email: "admin@test.local", ok: true });
    expect((await admin.post("/api/admin/go-live/live")).status).toBe(409);

    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
    expect(await (await p.get("/api/settings/banner")).json()).toEqual({ banner: null });
    expect(await homePage()).not.toContain(NOT_TAKING_ORDERS_BANNER);
    expect(await (await admin.get("/api/admin/go-live/status")).json()).toMatchObject({ open: 0, live: true });
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "go_live.booking_check",
        "go_live.test_email",
        "backup.create",
        "backup.restore_test",
        "go_live.live",
      ]),
    );
  });
});
