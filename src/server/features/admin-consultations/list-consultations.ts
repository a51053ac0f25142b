import { and, asc, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { REVIEW_DUE_HOURS } from "@/shared/domain/prescribing/consultation-flags";
import { formatMg, mgFromName } from "@/shared/domain/treatment/dose-ladder";
import { EXCLUSIONS } from "@/shared/domain/clinical/exclusions";
import {
  CONSULTATION_KIND_LABEL,
  CONSULTATION_STATUS_LABEL,
  type ConsultationKind,
  type ConsultationStatus,
} from "@/shared/domain/prescribing/consultation-vocabulary";
import type { ConsultationFilter } from "@/shared/schemas/prescribing/consultations";
import type { SystemCtx } from "../../deps";
import { consultations, patientHistory, patients, products } from "../../db/schema";
import { getSettings } from "../../lib/site/settings";
import { fullName } from "./consultation.queries";
import type { Flag } from "@/shared/domain/prescribing/consultation-flags";
import { progressOfPatients } from "../../lib/treatment/progress";
import {
  evidenceOf,
  flagsOf,
  type QuestionnaireFacts,
  questionnaireFacts,
  questionnaireForReview,
  waitingHours,
} from "./review-facts";
import { isReorderKind } from "./review-progress";

export const CONSULTATIONS_PAGE_SIZE = 20;
const OPEN: ConsultationStatus[] = ["awaiting_review", "info_requested"];

const filterOf = (status: ConsultationFilter | undefined): SQL | undefined =>
  status === "all" ? undefined : inArray(consultations.status, status ? [status] : OPEN);

/** The questionnaire columns the flags read (shared/domain/prescribing/consultation-flags). */
const historyColumns = {
  weight: patientHistory.weight,
  bmi: patientHistory.bmi,
  is_diabetic: patientHistory.is_diabetic,
  diabetes_type: patientHistory.diabetes_type,
  gp_consent: patientHistory.gp_consent,
  transfer_dose_mg: patientHistory.transfer_dose_mg,
  history_of_heart_condition_details: patientHistory.history_of_heart_condition_details,
  have_other_medical_conditions_details: patientHistory.have_other_medical_conditions_details,
  ...Object.fromEntries(EXCLUSIONS.map((e) => [e.column, patientHistory[e.column]])),
} as const;

/**
 * GET /api/admin/consultations?status=&page= (decision 077): the prescriber's queue, oldest
 * first, a page at a time, each row with its computed flags. The page is read with one query
 * (on the status and opening time index), its evidence with one query per kind for the page's
 * patients together.
 */
export async function listConsultations({ db, now }: SystemCtx, query: { status?: ConsultationFilter; page?: string }) {
  const page = Number(query.page ?? "1");
  const where = and(filterOf(query.status), isNull(patients.archived_at));
  const [rows, [total], settings] = await Promise.all([
    db
      .select({
        consultation: consultations,
        firstname: patients.firstname,
        lastname: patients.lastname,
        productName: products.name,
        history: historyColumns,
      })
      .from(consultations)
      .innerJoin(patients, eq(patients.patient_id, consultations.patient_id))
      .leftJoin(products, eq(products.product_id, consultations.requested_product_id))
      // The questionnaire the order locked: the self-reported figures the flags compare.
      .leftJoin(patientHistory, eq(patientHistory.order_id, consultations.order_id))
      .where(where)
      .orderBy(asc(consultations.opened_at), asc(consultations.consultation_id))
      .limit(CONSULTATIONS_PAGE_SIZE)
      .offset((page - 1) * CONSULTATIONS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(consultations)
      .innerJoin(patients, eq(patients.patient_id, consultations.patient_id))
      .where(where),
    getSettings(db),
  ]);
  const policy = clinicalPolicy(settings);
  const evidence = await evidenceOf(
    db,
    rows.map((r) => r.consultation.patient_id),
    now,
  );
  // A re-order is requested with a check-in, not a questionnaire: its flags read the patient's
  // earlier questionnaire, and say how the treatment is going (issue 13). Read for those rows only.
  const reorders = rows.filter((r) => isReorderKind(r.consultation.kind)).map((r) => r.consultation);
  const progress = await progressOfPatients(
    db,
    reorders.map((c) => c.patient_id),
    now,
  );
  const reorderFlags = new Map<number, { q: QuestionnaireFacts; progress: Flag[] }>();
  for (const c of reorders) {
    const { history } = await questionnaireForReview(db, {
      order_id: c.order_id,
      patient_id: c.patient_id,
      patient_history_id: null,
    });
    reorderFlags.set(c.consultation_id, {
      q: questionnaireFacts(history),
      progress: progress.get(c.patient_id)!.flags,
    });
  }
  return {
    status: query.status ?? null,
    page,
    pageSize: CONSULTATIONS_PAGE_SIZE,
    total: total?.n ?? 0,
    consultations: rows.map(({ consultation: c, ...r }) => {
      const hours = waitingHours(c, now);
      const mg = r.productName ? mgFromName(r.productName) : null;
      return {
        consultationId: c.consultation_id,
        orderId: c.order_id,
        patientId: c.patient_id,
        patientName: fullName(r),
        kind: c.kind as ConsultationKind,
        kindLabel: CONSULTATION_KIND_LABEL[c.kind as ConsultationKind],
        status: c.status as ConsultationStatus,
        statusLabel: CONSULTATION_STATUS_LABEL[c.status as ConsultationStatus],
        requestedProductId: c.requested_product_id,
        requestedDose: mg === null ? r.productName : `${formatMg(mg)} mg`,
        openedAt: c.opened_at.toISOString(),
        dueAt: c.due_at.toISOString(),
        decidedAt: c.decided_at?.toISOString() ?? null,
        waitingMinutes: Math.floor(hours * 60),
        overdue: c.decided_at === null && hours > REVIEW_DUE_HOURS,
        flags: [
          ...flagsOf(
            c.patient_id,
            reorderFlags.get(c.consultation_id)?.q ??
              questionnaireFacts(r.history as Parameters<typeof questionnaireFacts>[0]),
            evidence,
            hours,
            policy,
            c.kind as ConsultationKind,
          ),
          ...(reorderFlags.get(c.consultation_id)?.progress ?? []),
        ],
      };
    }),
  };
}
