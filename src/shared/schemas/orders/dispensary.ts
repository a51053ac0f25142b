/**
 * The pharmacy's own records (issue 20, decision 098): fridge temperatures, incidents and near
 * misses, batch recalls, the responsible pharmacist log and the packs' barcodes. One schema per
 * request, used by the page's form and by the server.
 */
import { MAX_ID, z } from "../zod";
import { EXCURSION_OUTCOMES, FRIDGE_MESSAGES, isOutOfRange } from "../../domain/dispensing/fridge";
import { normalizeGtin, parsePackCode } from "../../domain/dispensing/gs1";
import { STOCK_ADJUSTMENTS } from "../../domain/dispensing/stock";
import { RECALL_CLASSES, RECALL_MESSAGES, recallBatchList } from "../../domain/dispensing/recalls";
import { INCIDENT_CATEGORIES, INCIDENT_KINDS } from "../../domain/dispensing/incidents";
import { isOneLine, isPlainText, oneLineMessage, plainTextMessage } from "../text";
import { isoDate, page } from "./orders";

/** What a fridge thermometer can show; anything else is a slip of the keyboard. */
const TEMPERATURE_RANGE = { min: -30, max: 40 };
const temperatureRangeMessage = (label: string) =>
  `${label} temperature must be between ${TEMPERATURE_RANGE.min} and ${TEMPERATURE_RANGE.max} °C`;
const temperature = (label: string) =>
  z
    .number({ error: `Enter the ${label.toLowerCase()} temperature` })
    .min(TEMPERATURE_RANGE.min, temperatureRangeMessage(label))
    .max(TEMPERATURE_RANGE.max, temperatureRangeMessage(label))
    .refine((v) => Math.round(v * 10) / 10 === v, `${label} temperature has at most one decimal place`);

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label));

/** A fridge reading: current, minimum and maximum (°C); out of 2-8 °C, the action taken. */
export const fridgeReadingSchema = z
  .object({
    currentC: temperature("Current"),
    minC: temperature("Minimum"),
    maxC: temperature("Maximum"),
    actionTaken: z
      .string()
      .trim()
      .max(2000, "Action taken must be at most 2000 characters")
      .refine(isPlainText, plainTextMessage("Action taken"))
      .optional(),
  })
  .superRefine((v, ctx) => {
    // A temperature no fridge shows is a typing slip: its own message is enough.
    if (![v.currentC, v.minC, v.maxC].every((t) => t >= TEMPERATURE_RANGE.min && t <= TEMPERATURE_RANGE.max)) return;
    if (!(v.minC <= v.currentC && v.currentC <= v.maxC))
      ctx.addIssue({ code: "custom", path: ["currentC"], message: FRIDGE_MESSAGES.order });
    if (isOutOfRange(v) && !v.actionTaken)
      ctx.addIssue({ code: "custom", path: ["actionTaken"], message: FRIDGE_MESSAGES.actionRequired });
  });
export type FridgeReadingInput = z.infer<typeof fridgeReadingSchema>;

/**
 * POST /api/admin/fridge/excursions/:id/close (decision 121): a pharmacist's assessment of an
 * excursion; stock kept usable names the manufacturer's stability reference it relies on.
 */
export const excursionCloseSchema = z
  .strictObject({
    outcome: z.enum(EXCURSION_OUTCOMES, { error: "Choose what happens to the stock" }),
    assessment: z
      .string({ error: "Describe the assessment" })
      .trim()
      .min(10, "Describe the assessment in at least 10 characters")
      .max(2000, "Must be at most 2000 characters"),
    stabilityReference: z
      .string({ error: FRIDGE_MESSAGES.stabilityRequired })
      .trim()
      .max(300, "Must be at most 300 characters")
      .default(""),
  })
  .refine((v) => v.outcome !== "usable" || v.stabilityReference !== "", {
    path: ["stabilityReference"],
    message: FRIDGE_MESSAGES.stabilityRequired,
  });
export type ExcursionCloseInput = z.infer<typeof excursionCloseSchema>;

/** An incident or near miss: what happened, the order if any, the category and the learning. */
export const incidentSchema = z.object({
  kind: z.enum(INCIDENT_KINDS, { error: "Choose whether it was a near miss or an incident" }),
  category: z.enum(INCIDENT_CATEGORIES, { error: "Choose the category" }),
  orderId: z
    .number({ error: "The order number is a whole number" })
    .int("The order number is a whole number")
    .min(1, "The order number is a whole number")
    .max(MAX_ID, "The order number is a whole number")
    .optional(),
  whatHappened: text("What happened", 5000),
  learning: text("The learning", 5000),
});
export type IncidentInput = z.infer<typeof incidentSchema>;

/** The superintendent closes an incident, with what was done if they wish. */
export const closeIncidentSchema = z.object({
  closingNote: z
    .string()
    .trim()
    .max(2000, "Note must be at most 2000 characters")
    .refine(isPlainText, plainTextMessage("Note"))
    .optional(),
});
export type CloseIncidentInput = z.infer<typeof closeIncidentSchema>;

export const INCIDENT_STATUSES = ["open", "closed", "all"] as const;
export const incidentListQuerySchema = z.object({
  status: z.enum(INCIDENT_STATUSES, { error: "Unknown status" }).default("open"),
  page,
});

const batch = z
  .string({ error: "Enter the batch number" })
  .trim()
  .min(1, "Enter the batch number")
  .max(50, "Batch number must be at most 50 characters")
  .refine(isOneLine, oneLineMessage("Batch number"));

/** A batch recall: the batch as the manufacturer's notice gives it. */
export const recallQuerySchema = z.object({ batch });

const words = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}` })
    .trim()
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : `Enter the ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label));

/**
 * "Record recall" (issue 29, decision 122): the alert's reference, class, product, batches (one a
 * line or separated by commas), date and the action it asks for.
 */
export const recallRecordSchema = z.strictObject({
  reference: words("Reference", 1, 40).refine(isOneLine, oneLineMessage("Reference")),
  recallClass: z.enum(RECALL_CLASSES, { error: "Choose the recall's class" }),
  productId: z
    .number({ error: "Choose the product" })
    .int("Choose the product")
    .min(1, "Choose the product")
    .max(MAX_ID, "Choose the product"),
  batches: z
    .string({ error: RECALL_MESSAGES.noBatch })
    .max(2000, "Must be at most 2000 characters")
    .transform(recallBatchList)
    .refine((list) => list.length > 0, RECALL_MESSAGES.noBatch)
    .refine((list) => list.length <= 50, "A recall names at most 50 batches")
    .refine((list) => list.every((b) => b.length <= 50), "Batch number must be at most 50 characters")
    .refine((list) => list.every(isOneLine), oneLineMessage("Batch number")),
  issuedOn: isoDate("Enter the recall's date"),
  action: words("Action", 10, 2000),
});
export type RecallRecordFormValues = z.input<typeof recallRecordSchema>;
export type RecallRecordInput = z.output<typeof recallRecordSchema>;

/** A pharmacist closes a recall with what was done. */
export const recallCloseSchema = z.strictObject({ outcome: words("What was done", 10, 2000) });

export const GTIN_MESSAGE = "Enter the pack's GTIN: 13 or 14 digits with a correct check digit";

/** A product's GTIN, as printed on the box (8, 12, 13 or 14 digits); empty clears it. */
export const productGtinSchema = z.object({
  gtin: z
    .string({ error: GTIN_MESSAGE })
    .max(20, GTIN_MESSAGE)
    .refine((v) => v.trim() === "" || normalizeGtin(v) !== null, GTIN_MESSAGE)
    .transform((v) => (v.trim() === "" ? null : normalizeGtin(v))),
});
export type ProductGtinFormValues = z.input<typeof productGtinSchema>;

/** A page of a log (the responsible pharmacist log, the fridge log). */
export const pageQuerySchema = z.object({ page });

/** The responsible pharmacist records an absence (decision 116): why, in a line. */
export const rpAbsenceSchema = z
  .object({
    reason: z
      .string({ error: "Enter the reason" })
      .trim()
      .min(1, "Enter the reason")
      .max(500, "Reason must be at most 500 characters")
      .refine(isOneLine, oneLineMessage("Reason")),
  })
  .strict();
export type RpAbsenceInput = z.infer<typeof rpAbsenceSchema>;

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, oneLineMessage(label));

const packCount = z
  .number({ error: "Enter how many packs" })
  .int("Enter a whole number of packs")
  .min(1, "Enter at least 1 pack")
  .max(1000, "Enter at most 1000 packs");

/**
 * "Receive stock" (decision 124): a pack's DataMatrix scanned (its GTIN, batch and expiry), or the
 * three typed, with how many packs, the supplier and the invoice or delivery note.
 */
export const stockReceiveSchema = z
  .object({
    scan: z.string().max(200, "Scan pack must be at most 200 characters").default(""),
    gtin: z.string().max(20, GTIN_MESSAGE).default(""),
    batchNumber: z
      .string()
      .trim()
      .max(50, "Batch number must be at most 50 characters")
      .refine(isOneLine, oneLineMessage("Batch number"))
      .default(""),
    expiryDate: z.string().default(""),
    quantity: packCount,
    supplier: oneLine("Supplier", 200),
    invoiceReference: oneLine("Invoice reference", 100),
  })
  .superRefine((v, ctx) => {
    if (v.scan.trim() !== "") {
      const read = parsePackCode(v.scan);
      if (!read.ok) ctx.addIssue({ code: "custom", path: ["scan"], message: read.message });
      return;
    }
    if (normalizeGtin(v.gtin) === null) ctx.addIssue({ code: "custom", path: ["gtin"], message: GTIN_MESSAGE });
    if (v.batchNumber === "")
      ctx.addIssue({ code: "custom", path: ["batchNumber"], message: "Enter the batch number" });
    if (!isoDate("x").safeParse(v.expiryDate).success)
      ctx.addIssue({ code: "custom", path: ["expiryDate"], message: "Enter the expiry date" });
  })
  .transform((v) => {
    const read = v.scan.trim() === "" ? null : parsePackCode(v.scan);
    const pack = read?.ok
      ? { scanned: true, gtin: read.code.gtin, batchNumber: read.code.batch, expiryDate: read.code.expiry }
      : { scanned: false, gtin: normalizeGtin(v.gtin)!, batchNumber: v.batchNumber, expiryDate: v.expiryDate };
    return { ...pack, quantity: v.quantity, supplier: v.supplier, invoiceReference: v.invoiceReference };
  });
export type StockReceiveFormValues = z.input<typeof stockReceiveSchema>;
export type StockReceiveInput = z.output<typeof stockReceiveSchema>;

/** An adjustment by hand (decision 124): broken, destroyed, returned to the wholesaler or found, with why. */
export const stockAdjustSchema = z.object({
  productId: z
    .number({ error: "Choose the product" })
    .int()
    .min(1, "Choose the product")
    .max(MAX_ID, "Choose the product"),
  batchNumber: oneLine("Batch number", 50),
  kind: z.enum(STOCK_ADJUSTMENTS, { error: "Choose the adjustment" }),
  quantity: packCount,
  reason: z
    .string({ error: "Enter the reason" })
    .trim()
    .min(5, "Enter the reason in at least 5 characters")
    .max(1000, "Reason must be at most 1000 characters")
    .refine(isPlainText, plainTextMessage("Reason")),
  /** Found packs only: the expiry on the box (other adjustments use the batch's own). */
  expiryDate: z.string().default(""),
});
export type StockAdjustFormValues = z.input<typeof stockAdjustSchema>;
export type StockAdjustInput = z.output<typeof stockAdjustSchema>;
