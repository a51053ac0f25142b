/**
 * /dev/clock: in development on this machine only, like /dev/mailbox. It shows the server's
 * clock, moves it by whole days, and runs the reminders once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "@/server/lib/time/clock";
import { devClock } from "../../../../tests/support/dev-answers";
import { mailTo, orderInState } from "../../../../tests/support/order-fixtures";
import { PRODUCTION_ENV, APP_URL, createTestApp, type TestApp } from "../../../../tests/support/test-app";

const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const T0 = new Date("2026-11-25T10:00:00Z");

let dev: TestApp;
beforeAll(async () => {
  dev = await createTestApp({ env: { NODE_ENV: "development" }, clock: createClock(T0) });
});
afterAll(() => dev?.close());

const request = (path: string, init: RequestInit = {}, socket = "127.0.0.1") =>
  dev.app.request(
    path,
    { ...init, headers: { origin: APP_URL, ...(init.headers as Record<string, string>) } },
    fromSocket(socket),
  );
const post = (path: string, form: Record<string, string> = {}, socket?: string) =>
  request(
    path,
    {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    socket,
  );
const clock = async () => devClock(await request("/dev/clock.json"));

describe("the development clock", () => {
  it("shows the server's date and shifts it by whole days, forward and back", async () => {
    const page = await request("/dev/clock");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Server clock</h1>");
    expect(html).toContain("Wednesday, 25 November 2026 at 10:00");
    expect(html).toContain("Run reminders now");

    const shifted = await post("/dev/clock/shift", { days: "3" });
    expect(shifted.status).toBe(303);
    expect(shifted.headers.get("location")).toBe("/dev/clock");
    expect(await clock()).toEqual({ now: "2026-11-28T10:00:00.000Z", offsetDays: 3 });
    expect(dev.deps.now().toISOString()).toBe("2026-11-28T10:00:00.000Z");
    await post("/dev/clock/shift", { days: "-5" });
    expect((await clock()).offsetDays).toBe(-2);
    for (const days of ["1.5", "abc", "400"]) expect((await post("/dev/clock/shift", { days })).status, days).toBe(400);
    await post("/dev/clock/reset");
    expect(await clock()).toEqual({ now: T0.toISOString(), offsetDays: 0 });
  });

  it("runs the reminders on the shifted date, once however often it is pressed", async () => {
    const { order, patient } = await orderInState(dev.db, "awaiting_review", { at: T0 });
    await post("/dev/clock/shift", { days: "3" });
    try {
      const run = await post("/dev/clock/run");
      expect(run.status).toBe(303);
      expect(decodeURIComponent(run.headers.get("location")!)).toMatch(/booking-reminders 1/);
      await post("/dev/clock/run");
      expect((await mailTo(dev.db, patient.email!)).map((m) => m.subject)).toEqual([
        `Book your video consultation - Order #${order.order_id}`,
      ]);
    } finally {
      await post("/dev/clock/reset");
    }
  });

  it("answers only this machine, and refuses a form from another site", async () => {
    expect((await request("/dev/clock", {}, "192.0.2.10")).status).toBe(404);
    expect((await post("/dev/clock/shift", { days: "1" }, "10.0.0.5")).status).toBe(404);
    const foreign = await dev.app.request(
      "/dev/clock/shift",
      {
        method: "POST",
        body: new URLSearchParams({ days: "1" }),
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      },
      fromSocket("127.0.0.1"),
    );
    expect(foreign.status).toBe(403);
    expect((await clock()).offsetDays).toBe(0);
  });

  it("does not exist in production or for a public APP_URL", { timeout: 180_000 }, async () => {
    const others = await Promise.all([
      createTestApp({ env: PRODUCTION_ENV }),
      createTestApp({ env: { NODE_ENV: "development", APP_URL: "https://pharmacy.example" } }),
    ]);
    try {
      for (const t of others) {
        expect((await t.app.request("/dev/clock", {}, fromSocket("127.0.0.1"))).status).toBe(404);
        expect((await t.app.request("/dev/clock/shift", { method: "POST" }, fromSocket("127.0.0.1"))).status).toBe(404);
      }
    } finally {
      await Promise.all(others.map((t) => t.close()));
    }
  });
});
