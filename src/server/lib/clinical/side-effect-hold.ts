/**
 * The hold a red-flag side-effect report puts on a patient's treatment (issue 13): until a
 * prescriber marks it handled, none of the patient's open orders is dispatched, put out for
 * collection or handed over, and no re-order is taken (decision 075). The one check every such
 * operation calls.
 */
import { and, eq, isNull } from "drizzle-orm";
import { REVIEW_FIRST_MESSAGE } from "@/shared/domain/clinical/side-effects";
import type { DbOrTx } from "../../db/client";
import { sideEffectReports } from "../../db/schema";
import { AppError } from "../http/app-error";

/** Whether the patient has a red-flag report no prescriber has handled yet (index side_effect_reports_open_red_flags_idx). */
export async function hasUnhandledRedFlag(db: DbOrTx, patientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sideEffectReports.report_id })
    .from(sideEffectReports)
    .where(
      and(
        eq(sideEffectReports.patient_id, patientId),
        eq(sideEffectReports.is_red_flag, true),
        isNull(sideEffectReports.handled_at),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** 409 "The pharmacist needs to review your recent report first." while such a report is open. */
export async function requireNoUnhandledRedFlag(db: DbOrTx, patientId: number): Promise<void> {
  if (await hasUnhandledRedFlag(db, patientId)) throw new AppError("conflict", REVIEW_FIRST_MESSAGE);
}
