/**
 * Decision 124: a patient who asked to be told is told a dose is back, without naming it
 * (decision 026: no medicine name, dose or health detail).
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { type RenderedEmail, renderEmail } from "../layout";
import { accountButton, queueToPatient } from "../queue-to-patient";

export function backInStockEmail(d: { accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Back in stock at ${s.display_name}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: "You asked us to tell you when a treatment you wanted was back in stock. It is now: sign in to your account to order it.",
      },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

export const queueBackInStockEmail = (db: DbOrTx, w: { wishId: number; patientId: number; appUrl: string }) =>
  queueToPatient(db, {
    patientId: w.patientId,
    appUrl: w.appUrl,
    type: "back_in_stock",
    dedupeKey: `back-in-stock:${w.wishId}`,
    render: (s, accountUrl) => backInStockEmail({ accountUrl }, s),
  });
