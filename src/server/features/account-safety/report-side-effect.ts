import {
  redFlagAdvice,
  REVIEW_FIRST_MESSAGE,
  SIDE_EFFECTS,
  type SideEffectAnswers,
  YELLOW_CARD_URL,
} from "@/shared/domain/clinical/side-effects";
import type { SideEffectReportInput } from "@/shared/schemas/treatment/side-effects";
import type { Ctx } from "../../deps";
import { sideEffectReports } from "../../db/schema";
import { queueUrgentReportAlert } from "../../email/staff/urgent-report-alert";
import { AppError } from "../../lib/http/app-error";
import { requireOwnPatient } from "../../lib/people/patient-lookup";
import { hitRateLimit } from "../../lib/http/rate-limit";

/** Enough for a patient whose symptoms change within the hour; too few to flood the pharmacy with alerts. */
const REPORT_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 } as const;
export const TOO_MANY_REPORTS =
  "Too many reports, please try again later. If you feel unwell, call 111, or 999 in an emergency.";

type ReportInput = {
  symptoms: Partial<SideEffectAnswers>;
  redFlags: NonNullable<SideEffectReportInput["redFlags"]>;
  details?: string;
};

/**
 * POST /api/account/side-effects: a side-effect report, open at any time. A red flag answers at
 * once with the advice to stop and get help, sends one urgent alert to the pharmacy (the patient
 * by number only) and holds dispatch and re-orders until a prescriber handles the report. Every
 * answer carries the Yellow Card link (MHRA's reporting scheme).
 */
export async function reportSideEffect({ db, now, appUrl, actor }: Ctx, input: ReportInput) {
  const patient = await requireOwnPatient(db, actor.userId);
  const limit = await hitRateLimit(db, `side-effect-reports:${patient.patient_id}`, REPORT_LIMIT, now);
  if (!limit.allowed)
    throw new AppError("rate_limited", TOO_MANY_REPORTS, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  // Every listed side effect is stored, a missing answer as none, so each report reads the same.
  const symptoms = Object.fromEntries(
    SIDE_EFFECTS.map((e) => [e.key, input.symptoms[e.key] ?? "none"]),
  ) as SideEffectAnswers;
  const isRedFlag = input.redFlags.length > 0;
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(sideEffectReports)
      .values({
        patient_id: patient.patient_id,
        symptoms,
        red_flags: input.redFlags,
        is_red_flag: isRedFlag,
        details: input.details || null,
        created_at: now,
      })
      .returning({ id: sideEffectReports.report_id });
    if (isRedFlag) await queueUrgentReportAlert(tx, { reportId: report!.id, patientId: patient.patient_id, appUrl });
    return {
      reportId: report!.id,
      redFlag: isRedFlag,
      advice: redFlagAdvice(input.redFlags),
      onHold: isRedFlag ? REVIEW_FIRST_MESSAGE : null,
      yellowCardUrl: YELLOW_CARD_URL,
    };
  });
}
