/**
 * Alerts to the pharmacy: what needs doing and where, without a name or a health detail (decision 026).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { employees } from "../../db/schema";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

/** To the pharmacy's own address: what needs doing and where, without a name or a health detail. */
export function staffAlertEmail(d: { title: string; message: string; link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Admin Alert: ${d.title}`,
    [
      { kind: "p", text: d.message },
      { kind: "button", label: "Open in the back office", href: d.link },
    ],
    s,
  );
}

/** An alert to the pharmacy's address (the company_email setting), once per key. */
export async function queueStaffAlert(
  db: DbOrTx,
  alert: { dedupeKey: string; title: string; message: string; link: string },
) {
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "staff_alert",
    to: settings.company_email,
    dedupeKey: `staff-alert:${alert.dedupeKey}`,
    ...staffAlertEmail(alert, settings),
  });
}

/**
 * An alert to the superintendent (decision 100: a card payment that does not match its order),
 * at the address of their staff account; the pharmacy's address when there is none. Decision 026:
 * the order number and the amounts only.
 */
export async function queueSuperintendentAlert(
  db: DbOrTx,
  alert: { dedupeKey: string; title: string; message: string; link: string },
) {
  const [superintendent] = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.role, "superintendent"), isNull(employees.removed_at)))
    .orderBy(asc(employees.employee_id))
    .limit(1);
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "staff_alert",
    to: superintendent?.email ?? settings.company_email,
    dedupeKey: `superintendent-alert:${alert.dedupeKey}`,
    ...staffAlertEmail(alert, settings),
  });
}
