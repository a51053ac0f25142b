import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { calculateBmi } from "@/shared/domain/bmi";
import { ADMIN_PAGE_SIZE, COMPLETED_ORDER_STATUSES, PATIENT_TYPE, SEX } from "@/shared/domain/constants";
import { answerFromStored, answerToStored, EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/exclusions";
import {
  type AdminPatientUpdateInput,
  type PatientListQuery,
  type PatientStatusInput,
  REVIEW_STATUS_ID,
  reviewStatusFromId,
} from "@/shared/schemas/admin";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import {
  orderLine,
  orders,
  orderStatus,
  patientHistory,
  patients,
  patientStatus,
  patientType,
  products,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type Actor, writeAudit } from "./admin-audit.service";

export const PATIENT_NOT_FOUND = "Patient not found";
export const STALE_VERSION =
  "This patient was changed by someone else while you were editing. Reload the page to see the latest details, then make your changes again.";

const visible = isNull(patients.archived_at);

// ---------------------------------------------------------------------------
// List (decision 013) and counts (decision 008)
// ---------------------------------------------------------------------------

/** Escapes LIKE wildcards so a search for '50%' or 'a_b' matches those characters. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive partial match on the full name ("first last", so either part matches too)
 * or the e-mail. Written exactly like the trigram index expressions so they are used.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim().replace(/\s+/g, " ");
  if (!term) return undefined;
  const escaped = escapeLike(term);
  return sql`(lower(coalesce(${patients.firstname}, '') || ' ' || coalesce(${patients.lastname}, '')) LIKE '%' || lower(${escaped}) || '%'
    OR lower(${patients.email}) LIKE '%' || lower(${escaped}) || '%')`;
}

export async function listPatients(db: Db, query: PatientListQuery) {
  const page = query.page ? Number(query.page) : 1;
  const limit = ADMIN_PAGE_SIZE;
  const where = and(
    visible,
    searchCondition(query.search),
    query.status ? eq(patients.patient_status_id, Number(query.status)) : undefined,
    query.type ? eq(patients.patient_type_id, Number(query.type)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        patient_id: patients.patient_id,
        firstname: patients.firstname,
        lastname: patients.lastname,
        email: patients.email,
        mobile: patients.mobile,
        patient_status_id: patients.patient_status_id,
        status_description: patientStatus.description,
        patient_type_id: patients.patient_type_id,
        type_description: patientType.description,
        created_at: patients.created_at,
      })
      .from(patients)
      .leftJoin(patientStatus, eq(patientStatus.patient_status_id, patients.patient_status_id))
      .leftJoin(patientType, eq(patientType.patient_type_id, patients.patient_type_id))
      .where(where)
      .orderBy(desc(patients.patient_id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(patients).where(where),
  ]);
  const total = count?.total ?? 0;
  return {
    data: rows.map((r) => ({
      ...r,
      status: reviewStatusFromId(r.patient_status_id),
      created_at: r.created_at.toISOString(),
    })),
    meta: { total, page, limit, totalPages: Math.ceil(total / limit) },
  };
}

/** SQL: the row `h` of patient_history has any of the eight exclusions answered yes (stored text other than 'no'). */
const anyExclusionYes = sql.join(
  EXCLUSIONS.map((e) => sql`h.${sql.identifier(e.column)} <> 'no'`),
  sql` OR `,
);

/** decision 008: real counts over visible patients; 'With Exclusions' reads each patient's latest questionnaire. */
export async function patientStats(db: DbOrTx) {
  const [counts] = await queryRows<{ total: number; pending: number; approved: number; rejected: number }>(
    db,
    sql`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE patient_status_id = 1)::int AS pending,
          count(*) FILTER (WHERE patient_status_id = 2)::int AS approved,
          count(*) FILTER (WHERE patient_status_id = 3)::int AS rejected
        FROM patients WHERE archived_at IS NULL`,
  );
  const [exclusions] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count
        FROM patients p
        CROSS JOIN LATERAL (
          SELECT * FROM patient_history
          WHERE patient_history.patient_id = p.patient_id
          ORDER BY patient_history.patient_history_id DESC LIMIT 1
        ) h
        WHERE p.archived_at IS NULL AND (${anyExclusionYes})`,
  );
  return {
    totalPatients: counts?.total ?? 0,
    pendingReview: counts?.pending ?? 0,
    approved: counts?.approved ?? 0,
    rejected: counts?.rejected ?? 0,
    withExclusions: exclusions?.count ?? 0,
  };
}

export const DASHBOARD_LIST_SIZE = 5;
/** The pharmacy's day: 'today' starts at midnight UK time. */
const PHARMACY_TIME_ZONE = "Europe/London";

/** decision 014: the stat cards, the newest applications waiting for review and today's completed orders. */
export async function dashboard(db: Db, now: Date) {
  const startOfToday = sql`(date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${PHARMACY_TIME_ZONE}) AT TIME ZONE ${PHARMACY_TIME_ZONE})`;
  const [stats, pending, todaysOrders] = await Promise.all([
    patientStats(db),
    db
      .select({
        patient_id: patients.patient_id,
        firstname: patients.firstname,
        lastname: patients.lastname,
        email: patients.email,
        patient_type_id: patients.patient_type_id,
        created_at: patients.created_at,
      })
      .from(patients)
      .where(and(visible, eq(patients.patient_status_id, REVIEW_STATUS_ID.pending)))
      .orderBy(desc(patients.patient_id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({
        order_id: orders.order_id,
        patient_id: orders.patient_id,
        firstname: patients.firstname,
        lastname: patients.lastname,
        product: sql<string | null>`coalesce(${products.name}, ${orderLine.item_description}, ${orders.product_name})`,
        total_due: orders.total_due,
        delivery_method: orders.delivery_method,
        completed_at: orders.completed_at,
      })
      .from(orders)
      .innerJoin(patients, eq(patients.patient_id, orders.patient_id))
      .leftJoin(orderLine, eq(orderLine.order_id, orders.order_id))
      .leftJoin(products, eq(products.product_id, orderLine.product_id))
      .where(
        and(
          visible,
          inArray(orders.order_status_id, [...COMPLETED_ORDER_STATUSES]),
          sql`${orders.completed_at} >= ${startOfToday}`,
        ),
      )
      .orderBy(desc(orders.completed_at))
      .limit(50),
  ]);
  return {
    stats,
    pendingReview: pending.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
    todaysOrders: todaysOrders.map((o) => ({ ...o, completed_at: o.completed_at?.toISOString() ?? null })),
  };
}

// ---------------------------------------------------------------------------
// Detail (docs/spec.md §3 'Admin mapped patient view', decision 008)
// ---------------------------------------------------------------------------
type PatientRow = typeof patients.$inferSelect;
type HistoryRow = typeof patientHistory.$inferSelect;

const blankIfNo = (stored: string | null | undefined) => answerFromStored(stored).details;

async function findVisiblePatient(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(patients).where(and(eq(patients.patient_id, id), visible)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The latest open questionnaire, else the latest of any kind (docs/spec.md §7). */
async function latestHistory(db: DbOrTx, patientId: number, preferOpen: boolean): Promise<HistoryRow | null> {
  if (preferOpen) {
    const [open] = await db
      .select()
      .from(patientHistory)
      .where(and(eq(patientHistory.patient_id, patientId), isNull(patientHistory.order_id)))
      .orderBy(desc(patientHistory.patient_history_id))
      .limit(1);
    if (open) return open;
  }
  const [latest] = await db
    .select()
    .from(patientHistory)
    .where(eq(patientHistory.patient_id, patientId))
    .orderBy(desc(patientHistory.patient_history_id))
    .limit(1);
  return latest ?? null;
}

function mapPatient(p: PatientRow, h: HistoryRow | null, labels: { status: string | null; type: string | null }) {
  const status = reviewStatusFromId(p.patient_status_id);
  // Every exclusion is 'yes' unless its stored text is exactly 'no' (docs/spec.md §3), so a yes without
  // details is never hidden from the pharmacist.
  const exclusions = EXCLUSIONS.map((e) => {
    const answer = answerFromStored(h ? h[e.column] : "no");
    return { field: e.field, label: e.label, answer: answer.answer, details: answer.details };
  });
  const hasExclusions = exclusions.some((e) => e.answer === "yes");
  const isDiabetic = h?.is_diabetic ?? false;
  const medical = Object.fromEntries(MEDICAL_QUESTIONS.map((q) => [q.field, blankIfNo(h?.[q.column])])) as Record<
    (typeof MEDICAL_QUESTIONS)[number]["field"],
    string
  >;
  return {
    patient_id: String(p.patient_id),
    salutation: p.salutation ?? "",
    firstName: p.firstname ?? "",
    lastName: p.lastname ?? "",
    email: p.email ?? "",
    phone: p.mobile ?? "",
    dob: p.date_of_birth ?? "",
    sex: p.sex === SEX.male ? ("male" as const) : p.sex === SEX.female ? ("female" as const) : ("" as const),
    forSelf: p.for_self ? ("yes" as const) : ("no" as const),
    deliveryMethod: p.delivery_method === "pickup" ? ("pickup" as const) : ("delivery" as const),
    address1: p.address1 ?? "",
    address2: p.address2 ?? "",
    city: p.address3 ?? "",
    postcode: p.postcode ?? "",
    status,
    statusLabel: labels.status ?? "Pending Review",
    patientType: p.patient_type_id === PATIENT_TYPE.existing ? ("existing" as const) : ("new" as const),
    patientTypeLabel: labels.type ?? "New to the treatment",
    adminNotes: p.admin_notes ?? "",
    statusUpdatedAt: p.status_updated_at?.toISOString() ?? null,
    statusUpdatedBy: p.status_updated_by,
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
    version: p.version,
    hasQuestionnaire: h !== null,
    questionnaireLocked: h !== null && h.order_id !== null,
    height: h?.height ?? 0,
    weight: h?.weight ?? 0,
    bmi: h?.bmi ?? 0,
    measurementDate: h ? (h.updated_at ?? h.created_at).toISOString() : null,
    ...medical,
    exclusions,
    isDiabetic: isDiabetic ? ("yes" as const) : ("no" as const),
    diabetesType: h?.diabetes_type ?? "",
    diabetesDetails: h?.diabetes_details ?? "",
    hasExclusions,
    // docs/spec.md §4 'Needs Review': any exclusion answered yes; a diabetic's regime also needs a human check (docs/spec.md §5).
    needsReview: hasExclusions || isDiabetic,
  };
}
export type AdminPatientView = ReturnType<typeof mapPatient>;

async function patientOrders(db: DbOrTx, patientId: number) {
  const rows = await db
    .select({
      order_id: orders.order_id,
      date: orders.date,
      order_status_id: orders.order_status_id,
      status: orderStatus.description,
      total_due: orders.total_due,
      delivery_method: orders.delivery_method,
      completed_at: orders.completed_at,
      product: sql<string | null>`coalesce(${products.name}, ${orderLine.item_description}, ${orders.product_name})`,
    })
    .from(orders)
    .leftJoin(orderStatus, eq(orderStatus.order_status_id, orders.order_status_id))
    .leftJoin(orderLine, eq(orderLine.order_id, orders.order_id))
    .leftJoin(products, eq(products.product_id, orderLine.product_id))
    .where(eq(orders.patient_id, patientId))
    .orderBy(desc(orders.date), desc(orders.order_id));
  return rows.map((r) => ({ ...r, completed_at: r.completed_at?.toISOString() ?? null }));
}

/** One patient as the detail and edit pages show it; the read is audited (decision 019). */
export async function getPatient(db: Db, id: number, actor: Actor) {
  const p = await findVisiblePatient(db, id);
  if (!p) throw new AppError("not_found", PATIENT_NOT_FOUND);
  const [[labels], h, patientOrderList] = await Promise.all([
    db
      .select({ status: patientStatus.description, type: patientType.description })
      .from(patients)
      .leftJoin(patientStatus, eq(patientStatus.patient_status_id, patients.patient_status_id))
      .leftJoin(patientType, eq(patientType.patient_type_id, patients.patient_type_id))
      .where(eq(patients.patient_id, id)),
    latestHistory(db, id, false),
    patientOrders(db, id),
  ]);
  await writeAudit(db, actor, "patient.view", { type: "patient", id });
  return { patient: mapPatient(p, h, labels ?? { status: null, type: null }), orders: patientOrderList };
}

// ---------------------------------------------------------------------------
// Changes (decision 007, decision 018, decision 019)
// ---------------------------------------------------------------------------

/** The names of the keys whose values differ; compared as strings so '1.0' and 1 agree. */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? "" : String(v));
  return Object.keys(after).filter((k) => norm(before[k]) !== norm(after[k]));
}

/** decision 007: the Update Status dialog persists status and notes, with who and when. */
export async function updatePatientStatus(db: Db, id: number, input: PatientStatusInput, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findVisiblePatient(tx, id, true);
    if (!current) throw new AppError("not_found", PATIENT_NOT_FOUND);
    const next = { patient_status_id: REVIEW_STATUS_ID[input.status], admin_notes: input.adminNotes.trim() || null };
    const changed = changedKeys(current, next);
    const [row] = await tx
      .update(patients)
      .set({
        ...next,
        status_updated_at: now,
        status_updated_by: actor.email,
        updated_at: now,
        version: sql`${patients.version} + 1`,
      })
      .where(eq(patients.patient_id, id))
      .returning({ version: patients.version });
    await writeAudit(tx, actor, "patient.status", { type: "patient", id }, changed);
    return { status: input.status, adminNotes: next.admin_notes ?? "", version: row!.version };
  });
}

const sexCode = (sex: AdminPatientUpdateInput["sex"]) => (sex === "male" ? SEX.male : sex === "female" ? SEX.female : null);

/**
 * PUT: patient fields and the open questionnaire in one transaction.
 * The form sends the version it loaded; a stale version is refused so no edit is silently lost.
 */
export async function updatePatient(db: Db, id: number, input: AdminPatientUpdateInput, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findVisiblePatient(tx, id, true);
    if (!current) throw new AppError("not_found", PATIENT_NOT_FOUND);
    if (current.version !== input.version) throw new AppError("conflict", STALE_VERSION);

    const patientPatch = {
      salutation: input.salutation || null,
      firstname: input.firstName,
      lastname: input.lastName,
      email: input.email,
      mobile: input.phone,
      date_of_birth: input.dob,
      sex: sexCode(input.sex),
      for_self: input.forSelf === "yes",
      delivery_method: input.deliveryMethod,
      address1: input.address1,
      address2: input.address2 || null,
      address3: input.city,
      postcode: input.postcode.toUpperCase(),
      patient_status_id: REVIEW_STATUS_ID[input.status],
      admin_notes: input.adminNotes.trim() || null,
    };
    const patientChanged = changedKeys(current, patientPatch);
    const statusChanged = patientChanged.includes("patient_status_id") || patientChanged.includes("admin_notes");

    // docs/spec.md §5: BMI is always recomputed here from height (cm) and weight (kg), never taken from the client.
    const isDiabetic = input.isDiabetic === "yes";
    const historyPatch = {
      height: input.height,
      weight: input.weight,
      bmi: calculateBmi(input.height, input.weight) ?? 0,
      is_diabetic: isDiabetic,
      diabetes_type: isDiabetic ? input.diabetesType || null : null,
      diabetes_details: isDiabetic ? input.diabetesDetails.trim() || null : null,
      ...Object.fromEntries(
        EXCLUSIONS.map((e) => [
          e.column,
          answerToStored({ answer: input[e.field] ? "yes" : "no", details: input[`${e.field}Details`] }),
        ]),
      ),
      ...Object.fromEntries(
        MEDICAL_QUESTIONS.map((q) => {
          const text = input[q.field].trim();
          return [q.column, answerToStored({ answer: text ? "yes" : "no", details: text })];
        }),
      ),
    } as Partial<HistoryRow>;
    // The open questionnaire is edited in place. One locked by a completed order is the record of
    // that order and stays as it was: a correction goes into a new open questionnaire (docs/spec.md §4).
    const latest = await latestHistory(tx, id, true);
    const history = latest && latest.order_id === null ? latest : null;
    const historyChanged = latest ? changedKeys(latest, historyPatch) : Object.keys(historyPatch);

    // Saved as loaded: nothing to write, so no new version that would refuse a colleague's save.
    if (patientChanged.length === 0 && historyChanged.length === 0) return { version: current.version };

    const [updated] = await tx
      .update(patients)
      .set({
        ...patientPatch,
        updated_at: now,
        version: sql`${patients.version} + 1`,
        ...(statusChanged ? { status_updated_at: now, status_updated_by: actor.email } : {}),
      })
      .where(and(eq(patients.patient_id, id), eq(patients.version, input.version)))
      .returning({ version: patients.version });
    if (!updated) throw new AppError("conflict", STALE_VERSION);

    if (historyChanged.length > 0 && history) {
      await tx
        .update(patientHistory)
        .set({ ...historyPatch, updated_at: now })
        .where(eq(patientHistory.patient_history_id, history.patient_history_id));
    } else if (historyChanged.length > 0) {
      await tx.insert(patientHistory).values({ ...historyPatch, patient_id: id, created_at: now, updated_at: now });
    }

    await writeAudit(tx, actor, "patient.update", { type: "patient", id }, [
      ...patientChanged,
      ...historyChanged.map((f) => `patient_history.${f}`),
    ]);
    return { version: updated.version };
  });
}

/** decision 018: 'Delete Patient' archives the record in one transaction with its audit entry. */
export async function archivePatient(db: Db, id: number, actor: Actor, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(patients)
      .set({ archived_at: now, archived_by: actor.email, version: sql`${patients.version} + 1` })
      .where(and(eq(patients.patient_id, id), visible))
      .returning({ patient_id: patients.patient_id });
    if (!row) throw new AppError("not_found", PATIENT_NOT_FOUND);
    await writeAudit(tx, actor, "patient.archive", { type: "patient", id }, ["archived_at", "archived_by"]);
  });
}

/** 404 unless the patient exists and is not archived (the audit history of an archived patient is not shown). */
export async function assertVisiblePatient(db: DbOrTx, id: number) {
  if (!(await findVisiblePatient(db, id))) throw new AppError("not_found", PATIENT_NOT_FOUND);
}
