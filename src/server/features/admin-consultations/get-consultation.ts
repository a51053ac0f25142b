import { desc, eq } from "drizzle-orm";
import { ageOn } from "@/shared/domain/clinical/age";
import { isoToday } from "@/shared/domain/dates";
import { clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { PATIENT_TYPE, SEX } from "@/shared/domain/constants";
import { formatMg, mgFromName } from "@/shared/domain/treatment/dose-ladder";
import { ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { approvalProblems, gpSharingFor, isDecided } from "@/shared/domain/prescribing/prescribing";
import {
  CONSULTATION_KIND_LABEL,
  CONSULTATION_STATUS_LABEL,
  type ConsultationKind,
  type ConsultationStatus,
} from "@/shared/domain/prescribing/consultation-vocabulary";
import { REVIEW_STATUS_LABEL, reviewStatusFromId } from "@/shared/domain/prescribing/review-status";
import { isPrescriber } from "@/shared/domain/people/roles";
import type { StaffCtx } from "../../deps";
import {
  consultations,
  gpLetters,
  identityChecks,
  measurements,
  orderLine,
  patientFiles,
  prescribingDecisions,
  prescriptions,
  products,
} from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";
import { FILE_META_COLUMNS, toFileMeta, toIdentityCheck, toMeasurement } from "../../lib/prescribing/evidence.mapper";
import { reorderApprovalFacts } from "../../lib/treatment/reorder-approval-facts";
import { getSettings } from "../../lib/site/settings";
import { toDecision, toLockedQuestionnaire } from "./consultation.mapper";
import { fullName, productsWithMg, requireConsultation } from "./consultation.queries";
import {
  evidenceOf,
  flagsOf,
  questionnaireFacts,
  questionnaireForReview,
  recordFactsOf,
  waitingHours,
} from "./review-facts";
import { reviewProgress } from "./review-progress";
import { suppliableByProduct } from "../../lib/dispensing/stock";

const dose = (mg: number | null, name: string | null) => (mg === null ? name : `${formatMg(mg)} mg`);

/**
 * GET /api/admin/consultations/:id (decision 077): everything the prescriber decides on, an
 * audited read. The questionnaire is the one the order locked; the flags and what approval
 * still needs (approvalProblems for the requested dose, with the decision's own entries not yet
 * made) are computed from the record as it is now.
 */
export async function getConsultation({ db, actor, employee, now }: StaffCtx, id: number) {
  const { consultation: c, order: o, patient: p } = await requireConsultation(db, id);
  const [
    { history, fromOrderId },
    settings,
    catalogue,
    evidence,
    decisions,
    checks,
    measured,
    files,
    [line],
    [prescription],
    [letter],
    suppliable,
  ] = await Promise.all([
    questionnaireForReview(db, o),
    getSettings(db),
    productsWithMg(db),
    evidenceOf(db, [p.patient_id], now),
    db
      .select({ d: prescribingDecisions, orderId: consultations.order_id, productName: products.name })
      .from(prescribingDecisions)
      .innerJoin(consultations, eq(consultations.consultation_id, prescribingDecisions.consultation_id))
      .leftJoin(products, eq(products.product_id, prescribingDecisions.product_id))
      .where(eq(consultations.patient_id, p.patient_id))
      .orderBy(desc(prescribingDecisions.decision_id)),
    db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.patient_id, p.patient_id))
      .orderBy(desc(identityChecks.identity_check_id)),
    db
      .select()
      .from(measurements)
      .where(eq(measurements.patient_id, p.patient_id))
      .orderBy(desc(measurements.measured_on), desc(measurements.measurement_id)),
    db
      .select(FILE_META_COLUMNS)
      .from(patientFiles)
      .where(eq(patientFiles.patient_id, p.patient_id))
      .orderBy(desc(patientFiles.file_id)),
    db
      .select({ name: products.name })
      .from(orderLine)
      .innerJoin(products, eq(products.product_id, orderLine.product_id))
      .where(eq(orderLine.order_id, o.order_id))
      .limit(1),
    db
      .select({ id: prescriptions.prescription_id })
      .from(prescriptions)
      .where(eq(prescriptions.consultation_id, c.consultation_id))
      .orderBy(desc(prescriptions.prescription_id))
      .limit(1),
    db.select().from(gpLetters).where(eq(gpLetters.consultation_id, c.consultation_id)).limit(1),
    suppliableByProduct(db, now),
  ]);
  const policy = clinicalPolicy(settings);
  const q = questionnaireFacts(history);
  const strengthsMg = catalogue.flatMap((x) => (x.mg === null ? [] : [x.mg]));
  const reorder = await reorderApprovalFacts(db, o.order_id);
  const record = await recordFactsOf(
    db,
    { consultation: c, patient: p },
    q,
    evidence,
    strengthsMg,
    now,
    policy,
    reorder,
  );
  const progress = await reviewProgress(db, c, now, policy);
  const requested = catalogue.find((x) => x.productId === c.requested_product_id) ?? null;
  const status = c.status as ConsultationStatus;
  const hours = waitingHours(c, now);
  const state = orderStateOf(o.order_status_id);
  const canDecide = isPrescriber(employee.role);

  await writeAudit(db, actor, "consultation.view", { type: "consultation", id: c.consultation_id });
  return {
    consultation: {
      consultationId: c.consultation_id,
      kind: c.kind as ConsultationKind,
      kindLabel: CONSULTATION_KIND_LABEL[c.kind as ConsultationKind],
      status,
      statusLabel: CONSULTATION_STATUS_LABEL[status],
      decided: isDecided(status),
      requestedProductId: c.requested_product_id,
      requestedDose: requested ? dose(requested.mg, requested.name) : null,
      openedAt: c.opened_at.toISOString(),
      dueAt: c.due_at.toISOString(),
      decidedAt: c.decided_at?.toISOString() ?? null,
      waitingMinutes: Math.floor(hours * 60),
      prescriptionId: prescription?.id ?? null,
      gpLetter: letter
        ? { gpLetterId: letter.gp_letter_id, status: letter.status, notRequiredReason: letter.not_required_reason }
        : null,
    },
    order: {
      orderId: o.order_id,
      state,
      stateLabel: ORDER_STATE_LABEL[state],
      date: o.date,
      completedAt: o.completed_at?.toISOString() ?? null,
      product: line?.name ?? o.product_name,
      dose: line ? dose(mgFromName(line.name), line.name) : null,
      totalDue: o.total_due,
      deliveryMethod: o.delivery_method as "delivery" | "pickup" | null,
      deliveryAddress:
        o.delivery_method === "delivery"
          ? [o.ship_addr1, o.ship_addr2, o.ship_addr3, o.ship_county, o.ship_postcode].filter((l): l is string =>
              Boolean(l?.trim()),
            )
          : [],
    },
    patient: {
      patientId: p.patient_id,
      name: fullName(p),
      firstName: p.firstname,
      lastName: p.lastname,
      dateOfBirth: p.date_of_birth,
      age: p.date_of_birth ? ageOn(p.date_of_birth, now) : null,
      sex: p.sex === SEX.female ? ("female" as const) : p.sex === SEX.male ? ("male" as const) : null,
      email: p.email,
      phone: p.mobile,
      address: [p.address1, p.address2, p.address3, p.postcode].filter((l): l is string => Boolean(l?.trim())),
      patientType: p.patient_type_id === PATIENT_TYPE.existing ? ("existing" as const) : ("new" as const),
      reviewStatus: REVIEW_STATUS_LABEL[reviewStatusFromId(p.patient_status_id)],
    },
    questionnaire: history ? toLockedQuestionnaire(history) : null,
    // A re-order shows the questionnaire of an earlier order: the page says which.
    questionnaireOrderId: fromOrderId,
    progress: progress?.view ?? null,
    // A superseded decision stays on record and says which correction superseded it (decision 085).
    decisions: decisions.map((r) =>
      toDecision(
        { ...r.d, orderId: r.orderId, productName: r.productName },
        decisions.find((later) => later.d.supersedes_decision_id === r.d.decision_id)?.d.decision_id ?? null,
      ),
    ),
    identityChecks: checks.map(toIdentityCheck),
    measurements: measured.map(toMeasurement),
    files: files.map(toFileMeta),
    flags: [
      ...flagsOf(p.patient_id, q, evidence, hours, policy, c.kind as ConsultationKind),
      ...(progress?.flags ?? []),
    ],
    // What is still missing for the requested dose; the decision's own entries (contact, GP
    // sharing, contraception advice) show as missing until the prescriber makes them.
    approvalProblems: approvalProblems({
      ...record,
      approvedMg: requested?.mg ?? 0,
      contactMethod: null,
      contactJustification: "",
      gpSharing: gpSharingFor(q.gpConsent),
      gpNotSharedReason: "",
      contraceptionAdviceGiven: false,
    }),
    // The same facts for the decision form, so it can list the problems again as it is filled in.
    approvalFacts: { ...record, today: isoToday(now) },
    canDecide,
    // Decision 124: the packs free to supply of each strength; null when its stock is not tracked.
    products: catalogue.map((x) => ({ ...x, freeStock: suppliable.get(x.productId) ?? null })),
  };
}
