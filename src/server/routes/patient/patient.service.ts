/**
 * The patient journey's business rules (docs/spec.md §4, §5; decision 001, decision 006, decision 009, decision 010, decision 020). Every function
 * acts on the signed-in user's own, non-archived patient, found by user id: no request can
 * name another patient, order or questionnaire.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { isoToday } from "@/shared/domain/age";
import { calculateBmi } from "@/shared/domain/bmi";
import {
  COMPLETED_ORDER_STATUSES,
  DEFAULT_PRODUCT_ID,
  OPEN_ORDER_STATUSES,
  ORDER_LINE_QUANTITY,
  ORDER_STATUS,
  PATIENT_TYPE,
  SEX,
} from "@/shared/domain/constants";
import { checkEligibility, type EligibilityResult } from "@/shared/domain/eligibility";
import { answerFromStored, answerToStored, EXCLUSIONS, MEDICAL_QUESTIONS, type YesNoAnswer } from "@/shared/domain/exclusions";
import { formatMoney, orderTotals, penceToDecimal, toPence } from "@/shared/domain/money";
import { type SettingsMap, splitOpeningHours } from "@/shared/domain/settings";
import {
  type BasicInfo,
  type MeasurementUpdate,
  normalizePostcode,
  type QuestionField,
  type QuestionFieldUpdate,
  type SafetyInfo,
  type ShippingChoice,
  UK_POSTCODE,
} from "@/shared/schemas/patient-form";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { orderLine, orders, patientHistory, patients, products } from "../../db/schema";
import { queueOrderCompletedEmails } from "../../email/emails";
import { getSettings } from "../settings/settings.service";

// ---------------------------------------------------------------------------
// Messages (docs/spec.md §8 where the spec has one)
// ---------------------------------------------------------------------------
export const MESSAGES = {
  noPatient: "No patient record found. Please complete the patient form first.",
  noOrder: "No order found. Please select your dose first.",
  noQuestionnaire: "Please complete the safety check first.",
  archived: "Your patient record is closed. Please contact the pharmacy.",
  doseNotAvailable: "This dose is not available for new patients. Your pharmacist will guide any dose adjustments after your consultation.",
  unknownDose: "Please select a dose",
  noShipping: "Please choose home delivery or pharmacy pickup first.",
  noCompletedOrder: "No completed order found.",
} as const;

const CODE_OF = { 400: "invalid_input", 403: "forbidden", 404: "not_found", 409: "conflict" } as const;
const fail = (status: 400 | 403 | 404 | 409, message: string): never => {
  throw new AppError(CODE_OF[status], message);
};

const QUESTIONS = [...MEDICAL_QUESTIONS, ...EXCLUSIONS];
const COLUMN_OF = Object.fromEntries(QUESTIONS.map((q) => [q.field, q.column])) as Record<QuestionField, (typeof QUESTIONS)[number]["column"]>;

type PatientRow = typeof patients.$inferSelect;
type HistoryRow = typeof patientHistory.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

// ---------------------------------------------------------------------------
// Look-ups, always by the signed-in user
// ---------------------------------------------------------------------------
async function findPatient(db: DbOrTx, userId: string, lock = false): Promise<PatientRow | undefined> {
  const q = db
    .select()
    .from(patients)
    .where(and(eq(patients.user_id, userId), isNull(patients.archived_at)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

async function requirePatient(db: DbOrTx, userId: string, lock = false): Promise<PatientRow> {
  return (await findPatient(db, userId, lock)) ?? fail(404, MESSAGES.noPatient);
}

/**
 * The patient's record for a save of their own: locked, and its version raised, so an admin
 * edit form opened before this save is refused (409) instead of writing its older answers over
 * the new ones. Locking the patient row first also orders these writes like the admin's
 * (patient, then questionnaire), so the two never wait on each other in a circle.
 */
async function requirePatientForSave(tx: Tx, userId: string): Promise<PatientRow> {
  const patient = await requirePatient(tx, userId, true);
  await tx
    .update(patients)
    .set({ version: sql`${patients.version} + 1` })
    .where(eq(patients.patient_id, patient.patient_id));
  return patient;
}

async function findOpenHistory(db: DbOrTx, patientId: number): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(patientHistory)
    .where(and(eq(patientHistory.patient_id, patientId), isNull(patientHistory.order_id)))
    .limit(1);
  return row;
}

/**
 * docs/spec.md §4 patient history: one open questionnaire per patient (decision 010, a partial unique index).
 * When only locked ones exist, a fresh one starts with the defaults; parallel callers all
 * end up with the same row.
 */
async function ensureOpenHistory(tx: Tx, patientId: number): Promise<HistoryRow> {
  await tx
    .insert(patientHistory)
    .values({ patient_id: patientId })
    .onConflictDoNothing({ target: patientHistory.patient_id, where: sql`${patientHistory.order_id} IS NULL` });
  const row = await findOpenHistory(tx, patientId);
  if (!row) throw new Error("open questionnaire missing after insert");
  return row;
}

async function findOpenOrder(db: DbOrTx, patientId: number, lock = false): Promise<OrderRow | undefined> {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, [...OPEN_ORDER_STATUSES])))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/**
 * docs/spec.md §4 new-patient restriction: a new patient (type 1, decision 006) with no completed order may only
 * request the starter dose. Statuses 3 and 99 both count as completed.
 */
async function isNewPatientRestricted(db: DbOrTx, patient: PatientRow): Promise<boolean> {
  if (patient.patient_type_id !== PATIENT_TYPE.new) return false;
  const [done] = await db
    .select({ id: orders.order_id })
    .from(orders)
    .where(and(eq(orders.patient_id, patient.patient_id), inArray(orders.order_status_id, [...COMPLETED_ORDER_STATUSES])))
    .limit(1);
  return !done;
}

// ---------------------------------------------------------------------------
// DTOs
// ---------------------------------------------------------------------------
export function toBasicDto(p: PatientRow) {
  return {
    patientId: p.patient_id,
    forSelf: p.for_self ? ("yes" as const) : ("no" as const),
    userType: p.patient_type_id === PATIENT_TYPE.existing ? ("existing" as const) : ("new" as const),
    salutation: p.salutation ?? "",
    firstName: p.firstname ?? "",
    lastName: p.lastname ?? "",
    email: p.email ?? "",
    phone: p.mobile ?? "",
    dob: p.date_of_birth ?? "",
    sex: p.sex === SEX.male ? ("male" as const) : p.sex === SEX.female ? ("female" as const) : ("" as const),
    address1: p.address1 ?? "",
    address2: p.address2 ?? "",
    city: p.address3 ?? "",
    postcode: p.postcode ?? "",
    deliveryMethod: p.delivery_method === "pickup" ? ("pickup" as const) : ("delivery" as const),
  };
}

function questionnaireAnswers(h: HistoryRow | undefined): Record<QuestionField, YesNoAnswer> {
  return Object.fromEntries(QUESTIONS.map((q) => [q.field, answerFromStored(h ? h[q.column] : "no")])) as Record<QuestionField, YesNoAnswer>;
}

function eligibilityOf(patient: PatientRow, h: HistoryRow | undefined, today: Date): EligibilityResult {
  const answers = questionnaireAnswers(h);
  return checkEligibility(
    {
      dob: patient.date_of_birth,
      exclusions: Object.fromEntries(EXCLUSIONS.map((e) => [e.field, answers[e.field]])),
      diabetes: { isDiabetic: h?.is_diabetic ?? false, type: h?.diabetes_type ?? null, details: h?.diabetes_details ?? null },
    },
    today,
  );
}

function toQuestionnaireDto(patient: PatientRow, h: HistoryRow | undefined, today: Date) {
  return {
    /** Null until the first save of a fresh questionnaire: the defaults of docs/spec.md §4 are shown. */
    questionnaireId: h?.patient_history_id ?? null,
    height: h?.height ?? 0,
    weight: h?.weight ?? 0,
    bmi: h?.bmi ?? 0,
    answers: questionnaireAnswers(h),
    diabetes: {
      isDiabetic: h?.is_diabetic ? ("yes" as const) : ("no" as const),
      type: h?.diabetes_type === "type1" || h?.diabetes_type === "type2" ? (h.diabetes_type as "type1" | "type2") : ("" as const),
      details: h?.diabetes_details ?? "",
    },
    eligibility: eligibilityOf(patient, h, today),
  };
}

async function orderLineOf(db: DbOrTx, orderId: number) {
  const [line] = await db
    .select({
      productId: orderLine.product_id,
      productName: products.name,
      itemDescription: orderLine.item_description,
      quantity: orderLine.quantity,
      unitPrice: orderLine.unit_price,
      vatRate: products.vat_rate,
    })
    .from(orderLine)
    .innerJoin(products, eq(products.product_id, orderLine.product_id))
    .where(eq(orderLine.order_id, orderId))
    .limit(1);
  return line;
}

function addressLinesOf(o: OrderRow): string[] {
  const lines = [o.ship_addr1, o.ship_addr2, o.ship_addr3].filter((l): l is string => Boolean(l && l.trim()));
  // The pharmacy's line 3 often ends with its postcode already: it is not repeated.
  const postcode = o.ship_postcode?.trim();
  if (postcode && !lines.some((l) => l.toUpperCase().endsWith(postcode.toUpperCase()))) lines.push(postcode);
  return lines;
}

async function toOrderDto(db: DbOrTx, o: OrderRow) {
  const line = await orderLineOf(db, o.order_id);
  return {
    orderId: o.order_id,
    statusId: o.order_status_id,
    date: o.date,
    productId: line?.productId ?? null,
    productName: line?.productName ?? null,
    deliveryMethod: o.delivery_method as "delivery" | "pickup" | null,
    shipping: { address1: o.ship_addr1 ?? "", address2: o.ship_addr2 ?? "", city: o.ship_addr3 ?? "", postcode: o.ship_postcode ?? "" },
    total: o.total,
    vat: o.vat,
    totalDue: o.total_due,
  };
}

async function listDoses(db: DbOrTx, restricted: boolean) {
  const rows = await db
    .select({ productId: products.product_id, name: products.name, price: products.price })
    .from(products)
    .orderBy(asc(products.product_id));
  return rows.map((p) => ({ ...p, available: !restricted || p.productId === DEFAULT_PRODUCT_ID }));
}

// ---------------------------------------------------------------------------
// GET state
// ---------------------------------------------------------------------------
export async function getState(db: Db, user: { id: string; email: string }, today: Date) {
  const patient = await findPatient(db, user.id);
  if (!patient) {
    return { accountEmail: user.email, patient: null, questionnaire: null, order: null, newPatientRestricted: true, doses: await listDoses(db, true) };
  }
  const history = await findOpenHistory(db, patient.patient_id);
  const open = await findOpenOrder(db, patient.patient_id);
  const restricted = await isNewPatientRestricted(db, patient);
  return {
    accountEmail: user.email,
    patient: toBasicDto(patient),
    questionnaire: toQuestionnaireDto(patient, history, today),
    order: open ? await toOrderDto(db, open) : null,
    newPatientRestricted: restricted,
    doses: await listDoses(db, restricted),
  };
}

// ---------------------------------------------------------------------------
// PUT basic: the patient and the open questionnaire, in one transaction (docs/spec.md §4 form submit)
// ---------------------------------------------------------------------------
export async function saveBasic(db: Db, userId: string, input: BasicInfo) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const fields = {
      salutation: input.salutation || null,
      firstname: input.firstName,
      lastname: input.lastName,
      email: input.email,
      mobile: input.phone,
      date_of_birth: input.dob,
      sex: input.sex === "male" ? SEX.male : SEX.female,
      address1: input.address1,
      address2: input.address2 || null,
      address3: input.city,
      postcode: normalizePostcode(input.postcode),
      for_self: input.forSelf === "yes",
      patient_type_id: PATIENT_TYPE[input.userType],
      updated_at: now,
    };
    // Create-or-update by user in one statement, so parallel first saves make one patient.
    // An archived record (decision 018) is never brought back or replaced.
    const [saved] = await tx
      .insert(patients)
      .values({ user_id: userId, ...fields })
      .onConflictDoUpdate({
        target: patients.user_id,
        targetWhere: sql`${patients.user_id} IS NOT NULL`,
        set: { ...fields, version: sql`${patients.version} + 1` },
        setWhere: sql`${patients.archived_at} IS NULL`,
      })
      .returning();
    if (!saved) return fail(409, MESSAGES.archived);

    const history = await ensureOpenHistory(tx, saved.patient_id);
    // Height and weight carried from the BMI calculator fill a questionnaire that has none yet.
    const height = input.height ?? 0;
    const weight = input.weight ?? 0;
    if (height > 0 && weight > 0 && history.height === 0 && history.weight === 0) {
      await tx
        .update(patientHistory)
        .set({ height, weight, bmi: calculateBmi(height, weight) ?? 0, updated_at: now })
        .where(and(eq(patientHistory.patient_history_id, history.patient_history_id), isNull(patientHistory.order_id)));
    }
    return toBasicDto(saved);
  });
}

// ---------------------------------------------------------------------------
// Safety step
// ---------------------------------------------------------------------------
/** docs/spec.md §7 auto-save: one answer of the open questionnaire ('no' clears the detail, docs/spec.md §4). */
export async function saveQuestionField(db: Db, userId: string, input: QuestionFieldUpdate, today: Date) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, userId);
    const history = await ensureOpenHistory(tx, patient.patient_id);
    const column = COLUMN_OF[input.field];
    const stored = answerToStored({ answer: input.answer, details: input.details });
    const [updated] = await tx
      .update(patientHistory)
      .set({ [column]: stored, updated_at: new Date() })
      .where(and(eq(patientHistory.patient_history_id, history.patient_history_id), isNull(patientHistory.order_id)))
      .returning();
    return { field: input.field, answer: answerFromStored(stored), eligibility: eligibilityOf(patient, updated, today) };
  });
}

/**
 * PATCH measurements (docs/spec.md §7 auto-save): one of height or weight, then the BMI from both as
 * they now stand. The first update locks the row, so a parallel save of the other measurement
 * waits and computes the BMI from both new values.
 */
export async function saveMeasurement(db: Db, userId: string, input: MeasurementUpdate) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, userId);
    const history = await ensureOpenHistory(tx, patient.patient_id);
    const open = and(eq(patientHistory.patient_history_id, history.patient_history_id), isNull(patientHistory.order_id));
    const [measured] = await tx
      .update(patientHistory)
      .set({ [input.field]: input.value, updated_at: new Date() })
      .where(open)
      .returning({ height: patientHistory.height, weight: patientHistory.weight });
    const bmi = calculateBmi(measured!.height, measured!.weight) ?? 0;
    await tx.update(patientHistory).set({ bmi }).where(open);
    return { field: input.field, height: measured!.height, weight: measured!.weight, bmi };
  });
}

/** PUT safety: height, weight, the BMI computed here (docs/spec.md §4), every answer and diabetes. */
export async function saveSafety(db: Db, userId: string, input: SafetyInfo, today: Date) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, userId);
    const history = await ensureOpenHistory(tx, patient.patient_id);
    const answers = Object.fromEntries(
      QUESTIONS.map((q) => [q.column, answerToStored(input.answers[q.field])]),
    ) as Record<(typeof QUESTIONS)[number]["column"], string>;
    const isDiabetic = input.diabetes.isDiabetic === "yes";
    const details = input.diabetes.details.trim();
    const [updated] = await tx
      .update(patientHistory)
      .set({
        height: input.height,
        weight: input.weight,
        bmi: calculateBmi(input.height, input.weight) ?? 0,
        ...answers,
        is_diabetic: isDiabetic,
        diabetes_type: isDiabetic ? input.diabetes.type || null : null,
        // docs/spec.md §4: trimmed, null when empty.
        diabetes_details: isDiabetic && details ? details : null,
        updated_at: new Date(),
      })
      .where(and(eq(patientHistory.patient_history_id, history.patient_history_id), isNull(patientHistory.order_id)))
      .returning();
    return toQuestionnaireDto(patient, updated, today);
  });
}

// ---------------------------------------------------------------------------
// Dose step (docs/spec.md §4 dose step and orders; decision 020 a requested dose)
// ---------------------------------------------------------------------------
async function recomputeTotals(tx: Tx, orderId: number) {
  const lines = await tx
    .select({ unitPrice: orderLine.unit_price, quantity: orderLine.quantity, vatRate: products.vat_rate })
    .from(orderLine)
    .innerJoin(products, eq(products.product_id, orderLine.product_id))
    .where(eq(orderLine.order_id, orderId));
  const totals = orderTotals(lines.map((l) => ({ unitPricePence: toPence(l.unitPrice), quantity: l.quantity, vatRate: Number(l.vatRate) })));
  await tx
    .update(orders)
    .set({
      total: penceToDecimal(totals.totalPence),
      vat: penceToDecimal(totals.vatPence),
      total_due: penceToDecimal(totals.totalDuePence),
      updated_at: new Date(),
    })
    .where(eq(orders.order_id, orderId));
}

/** Puts `productId` on the order's single line at the product's current price. */
async function setLine(tx: Tx, orderId: number, productId: number) {
  const [product] = await tx.select().from(products).where(eq(products.product_id, productId)).limit(1);
  if (!product) return fail(400, MESSAGES.unknownDose);
  const line = { product_id: product.product_id, unit_price: product.price, item_description: product.name };
  await tx
    .insert(orderLine)
    .values({ order_id: orderId, quantity: ORDER_LINE_QUANTITY, ...line })
    .onConflictDoUpdate({ target: orderLine.order_id, set: { ...line, quantity: ORDER_LINE_QUANTITY } });
  await tx.update(orders).set({ product_name: product.name }).where(eq(orders.order_id, orderId));
  await recomputeTotals(tx, orderId);
}

/** Finds the open order (status 1 or 2) or creates one (status 1) with the starter dose. */
async function ensureOpenOrder(tx: Tx, patient: PatientRow): Promise<OrderRow> {
  await tx
    .insert(orders)
    .values({ patient_id: patient.patient_id, order_status_id: ORDER_STATUS.open })
    .onConflictDoNothing({ target: orders.patient_id, where: sql`${orders.order_status_id} IN (1, 2)` });
  const order = await findOpenOrder(tx, patient.patient_id, true);
  if (!order) throw new Error("open order missing after insert");
  const line = await orderLineOf(tx, order.order_id);
  const restricted = await isNewPatientRestricted(tx, patient);
  // A dose chosen while the patient said 'existing' is reset if they are now new (docs/spec.md §4).
  if (!line || (restricted && line.productId !== DEFAULT_PRODUCT_ID)) {
    await setLine(tx, order.order_id, DEFAULT_PRODUCT_ID);
  }
  return order;
}

async function doseView(db: DbOrTx, patient: PatientRow, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.order_id, orderId)).limit(1);
  const restricted = await isNewPatientRestricted(db, patient);
  return { order: await toOrderDto(db, order!), newPatientRestricted: restricted, doses: await listDoses(db, restricted) };
}

export async function startDose(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, userId);
    const order = await ensureOpenOrder(tx, patient);
    return doseView(tx, patient, order.order_id);
  });
}

export async function changeDose(db: Db, userId: string, productId: number) {
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, userId);
    const order = await ensureOpenOrder(tx, patient);
    // docs/spec.md §4: the restriction is the server's, whatever the client sends.
    if (productId !== DEFAULT_PRODUCT_ID && (await isNewPatientRestricted(tx, patient))) {
      const [exists] = await tx.select({ id: products.product_id }).from(products).where(eq(products.product_id, productId));
      return fail(exists ? 403 : 400, exists ? MESSAGES.doseNotAvailable : MESSAGES.unknownDose);
    }
    await setLine(tx, order.order_id, productId);
    return doseView(tx, patient, order.order_id);
  });
}

// ---------------------------------------------------------------------------
// Shipping step (docs/spec.md §4 delivery method, §5 shipping)
// ---------------------------------------------------------------------------
/** The pharmacy's collection address; the postcode is taken from line 3 when it holds one. */
function pickupAddress(s: SettingsMap) {
  const postcode = /([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i.exec(s.pharmacy_address_line3)?.[1] ?? null;
  return {
    ship_addr1: s.pharmacy_address_line1.slice(0, 200),
    ship_addr2: s.pharmacy_address_line2.slice(0, 200) || null,
    ship_addr3: s.pharmacy_address_line3.slice(0, 100) || null,
    ship_postcode: postcode && UK_POSTCODE.test(postcode) ? normalizePostcode(postcode) : null,
  };
}

export async function saveShipping(db: Db, userId: string, input: ShippingChoice) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, userId);
    const order = (await findOpenOrder(tx, patient.patient_id, true)) ?? fail(404, MESSAGES.noOrder);
    const address =
      input.deliveryMethod === "pickup"
        ? pickupAddress(await getSettings(tx))
        : {
            ship_addr1: input.address1,
            ship_addr2: input.address2 || null,
            ship_addr3: input.city,
            ship_postcode: normalizePostcode(input.postcode),
          };
    const [updated] = await tx
      .update(orders)
      .set({ delivery_method: input.deliveryMethod, ship_county: null, ...address, updated_at: new Date() })
      .where(eq(orders.order_id, order.order_id))
      .returning();
    await tx.update(patients).set({ delivery_method: input.deliveryMethod, updated_at: new Date() }).where(eq(patients.patient_id, patient.patient_id));
    return toOrderDto(tx, updated!);
  });
}

// ---------------------------------------------------------------------------
// Confirmation (docs/spec.md §2 step 6): everything shown is computed here
// ---------------------------------------------------------------------------
function shippingLinesOf(o: OrderRow, s: SettingsMap): string[] {
  return o.delivery_method === "pickup" ? [s.display_name, ...addressLinesOf(o)] : addressLinesOf(o);
}

export async function getConfirmation(db: Db, userId: string) {
  const patient = await findPatient(db, userId);
  if (!patient) return { patient: null, order: null };
  const order = await findOpenOrder(db, patient.patient_id);
  if (!order) return { patient: toBasicDto(patient), order: null };
  const settings = await getSettings(db);
  const line = await orderLineOf(db, order.order_id);
  const lines = line
    ? [
        {
          productId: line.productId,
          productName: line.productName,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          vatRate: line.vatRate,
        },
      ]
    : [];
  const totals = orderTotals(lines.map((l) => ({ unitPricePence: toPence(l.unitPrice), quantity: l.quantity, vatRate: Number(l.vatRate) })));
  return {
    patient: toBasicDto(patient),
    order: {
      orderId: order.order_id,
      lines,
      subtotal: penceToDecimal(totals.totalPence),
      vat: penceToDecimal(totals.vatPence),
      totalDue: penceToDecimal(totals.totalDuePence),
      deliveryMethod: order.delivery_method as "delivery" | "pickup" | null,
      shippingLines: order.delivery_method ? shippingLinesOf(order, settings) : [],
      openingHours: order.delivery_method === "pickup" ? splitOpeningHours(settings.pharmacy_opening_hours) : [],
    },
  };
}

// ---------------------------------------------------------------------------
// Complete Order (docs/spec.md §4 order completion; decision 010 idempotent)
// ---------------------------------------------------------------------------
/** docs/spec.md §7 consultation booking link: cal_booking_url with email, name and location. */
export function bookingUrl(base: string, data: { email: string; name: string; orderId: number; patientId: number }): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return "";
  }
  url.searchParams.set("email", data.email);
  url.searchParams.set("name", data.name);
  url.searchParams.set("location", `Order: ${data.orderId} | Patient ID: ${data.patientId}`);
  return url.toString();
}

const fullName = (p: PatientRow) => [p.firstname, p.lastname].filter(Boolean).join(" ");

async function completedOrderDto(db: DbOrTx, patient: PatientRow, o: OrderRow, settings: SettingsMap) {
  const line = await orderLineOf(db, o.order_id);
  return {
    orderId: o.order_id,
    patientId: patient.patient_id,
    productName: o.product_name ?? line?.productName ?? "",
    total: o.total,
    vat: o.vat,
    totalDue: o.total_due,
    date: o.date,
    completedAt: o.completed_at?.toISOString() ?? null,
    name: fullName(patient),
    email: patient.email ?? "",
    deliveryMethod: (o.delivery_method ?? "delivery") as "delivery" | "pickup",
    shippingLines: shippingLinesOf(o, settings),
    openingHours: o.delivery_method === "pickup" ? splitOpeningHours(settings.pharmacy_opening_hours) : [],
    bookingUrl: bookingUrl(settings.cal_booking_url, { email: patient.email ?? "", name: fullName(patient), orderId: o.order_id, patientId: patient.patient_id }),
  };
}

async function latestCompletedOrder(db: DbOrTx, patientId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, [...COMPLETED_ORDER_STATUSES])))
    .orderBy(desc(orders.completed_at), desc(orders.order_id))
    .limit(1);
  return row;
}

export async function completeOrder(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    // The patient row is locked first, so concurrent completes of one patient queue up here.
    const patient = await requirePatientForSave(tx, userId);
    const settings = await getSettings(tx);
    const order = await findOpenOrder(tx, patient.patient_id, true);
    if (!order) {
      // A repeat (double click, retry) answers with the order it already completed.
      const done = (await latestCompletedOrder(tx, patient.patient_id)) ?? fail(404, MESSAGES.noOrder);
      return { ...(await completedOrderDto(tx, patient, done, settings)), alreadyCompleted: true, queued: false };
    }

    const line = await orderLineOf(tx, order.order_id);
    if (!line) return fail(409, MESSAGES.noOrder);
    if (!order.delivery_method || !order.ship_addr1) return fail(409, MESSAGES.noShipping);
    if (line.productId !== DEFAULT_PRODUCT_ID && (await isNewPatientRestricted(tx, patient))) return fail(403, MESSAGES.doseNotAvailable);
    const history = await findOpenHistory(tx, patient.patient_id);
    if (!history || history.height <= 0 || history.weight <= 0) return fail(409, MESSAGES.noQuestionnaire);
    const eligibility = eligibilityOf(patient, history, now);
    if (eligibility.status === "not_eligible") return fail(409, eligibility.messages.join(" "));

    // The totals are computed again from the line so what is completed is what is charged.
    await recomputeTotals(tx, order.order_id);
    const [completed] = await tx
      .update(orders)
      .set({
        order_status_id: ORDER_STATUS.completed,
        completed_at: now,
        patient_history_id: history.patient_history_id,
        product_name: line.productName,
        updated_at: now,
      })
      .where(and(eq(orders.order_id, order.order_id), inArray(orders.order_status_id, [...OPEN_ORDER_STATUSES])))
      .returning();
    // Lock the questionnaire to this order (decision 010): the next order starts a fresh one.
    await tx
      .update(patientHistory)
      .set({ order_id: order.order_id, date_completed: isoToday(now), updated_at: now })
      .where(and(eq(patientHistory.patient_history_id, history.patient_history_id), isNull(patientHistory.order_id)));

    const dto = await completedOrderDto(tx, patient, completed!, settings);
    await queueOrderCompletedEmails(tx, {
      orderId: dto.orderId,
      patientId: dto.patientId,
      patientName: dto.name,
      patientEmail: dto.email,
      productName: dto.productName,
      total: formatMoney(dto.total),
      vat: formatMoney(dto.vat),
      totalDue: formatMoney(dto.totalDue),
      date: dto.date,
      deliveryMethod: dto.deliveryMethod,
      shippingLines: dto.shippingLines,
      bookingUrl: dto.bookingUrl,
    });
    return { ...dto, alreadyCompleted: false, queued: true };
  });
}

/** /order-success opened without navigation state: the latest completed order. */
export async function getLatestCompletedOrder(db: Db, userId: string) {
  const patient = await requirePatient(db, userId);
  const order = (await latestCompletedOrder(db, patient.patient_id)) ?? fail(404, MESSAGES.noCompletedOrder);
  return completedOrderDto(db, patient, order, await getSettings(db));
}
