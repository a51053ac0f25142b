/**
 * A fridge reading out of range (decision 098) alerts every superintendent; it holds no patient's data at all.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { employees } from "../../db/schema";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

export const FRIDGE_ALERT_SUBJECT = "Fridge temperature out of range";

export function fridgeAlertEmail(
  d: {
    currentC: number;
    minC: number;
    maxC: number;
    recordedBy: string;
    at: string;
    actionTaken: string;
    link: string;
  },
  s: SettingsMap,
): RenderedEmail {
  const c = (t: number) => `${t.toFixed(1)} °C`;
  return renderEmail(
    FRIDGE_ALERT_SUBJECT,
    [
      { kind: "p", text: "A reading of the medicines fridge was outside 2 °C to 8 °C." },
      {
        kind: "rows",
        rows: [
          ["Current", c(d.currentC)],
          ["Minimum", c(d.minC)],
          ["Maximum", c(d.maxC)],
          ["Recorded by", d.recordedBy],
          ["Recorded at", d.at],
        ],
      },
      { kind: "p", text: "Action taken:" },
      { kind: "quote", text: d.actionTaken },
      { kind: "button", label: "Open the fridge log", href: d.link },
    ],
    s,
  );
}

/** A reading outside 2-8 °C alerts every superintendent pharmacist (their staff record's address). */
export async function queueFridgeAlert(
  db: DbOrTx,
  data: Parameters<typeof fridgeAlertEmail>[0] & { readingId: number },
): Promise<number> {
  const settings = await getSettings(db);
  const superintendents = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.role, "superintendent"), isNull(employees.removed_at)));
  const mail = fridgeAlertEmail(data, settings);
  for (const { email } of superintendents) {
    await enqueueEmail(db, {
      type: "fridge_alert",
      to: email,
      dedupeKey: `fridge-alert:${data.readingId}:${email.toLowerCase()}`,
      ...mail,
    });
  }
  return superintendents.length;
}
