import { Hono } from "hono";
import { z } from "zod";
import { runJobs } from "../../jobs/scheduler";
import { AppError } from "../../lib/http/app-error";
import type { AppEnv } from "../../deps";
import { clockPage } from "./clock-page";

const daysSchema = z.coerce.number().int().min(-365).max(365);

/**
 * /dev/clock: development on this machine only (app.ts mounts it behind the same guard as
 * /dev/mailbox). Shows the server's clock, moves it by whole days and runs the reminders once.
 * A form posted from another site is refused by its origin.
 */
export const devClockRoutes = new Hono<AppEnv>()
  .use("/clock/*", async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method === "POST" && origin && !c.var.deps.allowedOrigins.includes(origin))
      throw new AppError("forbidden", "Cross-origin request refused");
    await next();
  })
  .get("/clock", (c) => c.html(clockPage(c.var.deps.now(), c.var.deps.clock.offsetDays(), c.req.query("ran") ?? null)))
  .get("/clock.json", (c) => c.json({ now: c.var.deps.now().toISOString(), offsetDays: c.var.deps.clock.offsetDays() }))
  .post("/clock/shift", async (c) => {
    const body = await c.req.parseBody();
    const days = daysSchema.safeParse(body.days);
    if (!days.success)
      throw new AppError("invalid_input", "Days must be a whole number from -365 to 365", {
        fields: { days: "Days must be a whole number from -365 to 365" },
      });
    c.var.deps.clock.shiftDays(days.data);
    return c.redirect("/dev/clock", 303);
  })
  .post("/clock/reset", (c) => {
    c.var.deps.clock.reset();
    return c.redirect("/dev/clock", 303);
  })
  .post("/clock/run", async (c) => {
    const run = await runJobs(c.var.deps.database.db, { now: c.var.deps.now(), appUrl: c.var.deps.env.APP_URL });
    c.var.deps.wakeMailer();
    const summary = run.ran
      ? Object.entries(run.results)
          .map(([name, n]) => `${name} ${n}`)
          .join(", ")
      : "";
    return c.redirect(`/dev/clock?ran=${encodeURIComponent(summary)}`, 303);
  });
