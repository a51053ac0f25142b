/**
 * The go-live checklist as the database and the configuration make it (decision 090): the facts
 * its items read (shared/domain/site/go-live.ts), whether the superintendent has gone live, and the
 * rule that production takes no orders until then and while an item is open.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import {
  type GoLiveFacts,
  goLiveItems,
  NOT_TAKING_ORDERS_ERROR,
  siteBanner,
  takingOrders,
} from "@/shared/domain/site/go-live";
import type { SiteBanner } from "@/shared/domain/site/site-banner";
import { type DbOrTx, queryRows, readAll } from "../../db/client";
import { backupRuns, employees, goLiveEvents, products } from "../../db/schema";
import { AppError } from "../http/app-error";
import type { AppDeps, AppEnv } from "../../deps";
import { getSettings } from "./settings";

export interface GoLiveConfig {
  production: boolean;
  /** A mail server is set up (SMTP_URL). */
  mailConfigured: boolean;
}

export const goLiveConfigOf = (deps: Pick<AppDeps, "env" | "mailConfigured">): GoLiveConfig => ({
  production: deps.env.NODE_ENV === "production",
  mailConfigured: deps.mailConfigured,
});

const iso = (at: Date | string) => new Date(at).toISOString();

function newestEvent(db: DbOrTx, event: "booking_link_checked" | "went_live") {
  return db
    .select()
    .from(goLiveEvents)
    .where(eq(goLiveEvents.event, event))
    .orderBy(desc(goLiveEvents.event_id))
    .limit(1);
}

function newestRun(db: DbOrTx, kind: "backup" | "restore_test") {
  return db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.kind, kind), eq(backupRuns.ok, true)))
    .orderBy(desc(backupRuns.run_id))
    .limit(1);
}

/** Everything the checklist reads, and the going live. */
export async function readGoLive(db: DbOrTx, config: GoLiveConfig) {
  const [settings, superintendents, delivered, [booking], [backup], [restoreTest], [live], untracked] = await readAll(
    db,
    [
      () => getSettings(db),
      () =>
        db
          .select({ name: employees.name, gphcNumber: employees.gphc_number })
          .from(employees)
          .where(and(eq(employees.role, "superintendent"), isNull(employees.removed_at)))
          .orderBy(employees.employee_id),
      () =>
        queryRows<{ sent: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM email_outbox WHERE status = 'sent') AS sent`),
      () => newestEvent(db, "booking_link_checked"),
      () => newestRun(db, "backup"),
      () => newestRun(db, "restore_test"),
      () => newestEvent(db, "went_live"),
      // Decision 124: a product is tracked from its first goods in.
      () =>
        db
          .select({ name: products.name })
          .from(products)
          .where(
            sql`NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = ${products.product_id} AND m.kind = 'received')`,
          )
          .orderBy(products.product_id),
    ],
  );
  const facts: GoLiveFacts = {
    settings,
    superintendents,
    mail: { configured: config.mailConfigured, delivered: delivered[0]?.sent === true },
    bookingCheck: booking
      ? {
          url: String(booking.detail.url ?? ""),
          ok: booking.ok,
          status: typeof booking.detail.status === "number" ? booking.detail.status : null,
          at: iso(booking.created_at),
        }
      : null,
    lastBackup: backup ? { at: iso(backup.created_at), encrypted: backup.detail.encrypted === true } : null,
    lastRestoreTest: restoreTest ? { at: iso(restoreTest.created_at) } : null,
    untrackedProducts: untracked.map((p) => p.name),
  };
  const items = goLiveItems(facts);
  const open = items.filter((i) => !i.done).length;
  return {
    production: config.production,
    items,
    open,
    live: live ? { at: iso(live.created_at), by: live.actor_email } : null,
    takingOrders: takingOrders({ production: config.production, live: Boolean(live), open }),
    settings,
  };
}

/** What every public page shows about it (shared/domain/site/go-live.ts siteBanner). */
export async function readSiteBanner(db: DbOrTx, config: GoLiveConfig): Promise<SiteBanner> {
  if (!config.production) return siteBanner({ production: false, takingOrders: true, settings: await getSettings(db) });
  const state = await readGoLive(db, config);
  return siteBanner({ production: true, takingOrders: state.takingOrders, settings: state.settings });
}

/**
 * Decision 090: Complete Order and re-orders answer 503 while production takes no orders. In
 * development nothing is read and nothing is blocked.
 */
export const requireTakingOrders = createMiddleware<AppEnv>(async (c, next) => {
  const config = goLiveConfigOf(c.var.deps);
  if (config.production && !(await readGoLive(c.var.deps.database.db, config)).takingOrders)
    throw new AppError("unavailable", NOT_TAKING_ORDERS_ERROR);
  await next();
});
