/**
 * The evidence dialogs of the consultation page (decision 077): "Record ID check", "Record
 * measurement" and an evidence file's kind and name. Used by the dialogs' resolvers and the
 * server's validation hook; the rules that need the server's day (an expired document, a date
 * to come) are checked by the server with shared/domain/prescribing/verification.
 */
import { z } from "../zod";
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from "../../domain/constants";
import { EVIDENCE_FILE_KINDS } from "../../domain/prescribing/evidence-files";
import { IDENTITY_METHODS, MEASUREMENT_METHODS } from "../../domain/prescribing/consultation-vocabulary";
import { DOCUMENT_TYPES, IDENTITY_OUTCOMES, usesDocument } from "../../domain/prescribing/verification";
import { isoDate, oneLine } from "../orders/orders";
import { isOneLine, oneLineMessage } from "../text";

const LAST4_MESSAGE = "Enter the last 4 letters or digits of the document number";

/**
 * Record ID check. Only the last 4 characters of the document number are ever sent or kept:
 * the dialog asks for them, not for the whole number. A document check names its type, last 4
 * characters and expiry; a third-party check may leave them out.
 */
export const identityCheckSchema = z
  .object({
    method: z.enum(IDENTITY_METHODS, { error: "Choose the method" }),
    documentType: z.enum(DOCUMENT_TYPES, { error: "Choose the document type" }).optional(),
    documentLast4: z
      .string({ error: LAST4_MESSAGE })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4}$/, LAST4_MESSAGE)
      .optional(),
    expiryDate: isoDate("Enter the expiry date").optional(),
    nameMatches: z.boolean({ error: "Say whether the name matches" }),
    dobMatches: z.boolean({ error: "Say whether the date of birth matches" }),
    outcome: z.enum(IDENTITY_OUTCOMES, { error: "Choose the outcome" }),
  })
  .superRefine((v, ctx) => {
    if (!usesDocument(v.method)) return;
    if (!v.documentType) ctx.addIssue({ code: "custom", path: ["documentType"], message: "Choose the document type" });
    if (!v.documentLast4) ctx.addIssue({ code: "custom", path: ["documentLast4"], message: LAST4_MESSAGE });
    if (!v.expiryDate) ctx.addIssue({ code: "custom", path: ["expiryDate"], message: "Enter the expiry date" });
  });
export type IdentityCheckInput = z.input<typeof identityCheckSchema>;

const between = (label: string, unit: string, range: { min: number; max: number }) => {
  const message = `${label} must be between ${range.min} and ${range.max} ${unit}`;
  return z.number({ error: message }).min(range.min, message).max(range.max, message);
};

/** Record measurement: the server computes the BMI; only live video, in person, GP and third-party records are independent. */
export const measurementSchema = z.object({
  method: z.enum(MEASUREMENT_METHODS, { error: "Choose the method" }),
  weightKg: between("Weight", "kg", WEIGHT_KG_RANGE),
  heightCm: between("Height", "cm", HEIGHT_CM_RANGE),
  measuredOn: isoDate("Enter the date of the measurement"),
  source: z
    .string()
    .trim()
    .max(200, "Source must be at most 200 characters")
    .refine(isOneLine, oneLineMessage("Source"))
    .optional(),
});
export type MeasurementInput = z.input<typeof measurementSchema>;

/** An evidence file's kind and name, sent in the query; its content is the request's body. */
export const evidenceFileQuerySchema = z.object({
  kind: z.enum(EVIDENCE_FILE_KINDS, { error: "Choose what the file shows" }),
  fileName: oneLine("File name", 1, 200),
});
