import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

export const URGENT_REPORT_SUBJECT = "Urgent: a patient report needs a prescriber's review";

export function urgentReportAlertEmail(d: { patientId: number; link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    URGENT_REPORT_SUBJECT,
    [
      { kind: "p", text: `Patient number ${d.patientId} has sent a report that needs a prescriber's review today.` },
      {
        kind: "p",
        text: "Their dispatches, collections and re-orders are on hold until a prescriber marks the report handled.",
      },
      { kind: "button", label: "Open in the back office", href: d.link },
    ],
    s,
  );
}

/** Issue 13: one urgent alert per red-flag report, to the pharmacy's address; the patient by number only. */
export async function queueUrgentReportAlert(
  db: DbOrTx,
  data: { reportId: number; patientId: number; appUrl: string },
) {
  const settings = await getSettings(db);
  const link = `${data.appUrl}/admin/patients/${data.patientId}`;
  return enqueueEmail(db, {
    type: "urgent_alert",
    to: settings.company_email,
    dedupeKey: `urgent-report:${data.reportId}`,
    ...urgentReportAlertEmail({ patientId: data.patientId, link }, settings),
  });
}
