/**
 * The three steps of dispensing on the order page (issue 20, decision 095): one schema per
 * step, used by its dialog and by the server. The rules that need the record or the server's
 * clock (who may, in which order, the pack's product and expiry) are the server's.
 */
import { z } from "../zod";
import { parsePackCode } from "../../domain/dispensing/gs1";
import { hasControlChars, isOneLine, isPlainText, oneLineMessage, plainTextMessage } from "../text";
import { isoDate } from "./orders";

/** Clinical check: the prescriber confirms the prescription is appropriate; a note is optional. */
export const clinicalCheckSchema = z.object({
  confirmed: z.literal(true, { error: "Confirm that the prescription is appropriate for the patient" }),
  note: z
    .string()
    .trim()
    .max(1000, "Note must be at most 1000 characters")
    .refine(isPlainText, plainTextMessage("Note"))
    .optional(),
});
export type ClinicalCheckInput = z.infer<typeof clinicalCheckSchema>;

const SCAN_MAX = 200;
const GS = "\x1d";
/** A scanner sends FNC1 as GS (ASCII 29) and may end with Enter: those pass, no other control character. */
const isScannerText = (value: string) => !hasControlChars(value.replaceAll(GS, "").replace(/[\r\n]+$/, ""));
const isIsoDate = (value: string) => isoDate("x").safeParse(value).success;

export const ASSEMBLY_MESSAGES = {
  batch: "Enter the batch number",
  expiry: "Enter the expiry date",
  scanText: "Scan pack must be the text of a barcode",
} as const;

/**
 * Assemble: "Scan pack" (a GS1 DataMatrix read by a USB scanner, decision 099) fills the batch,
 * the expiry and the serial number; without a scan, the batch and expiry are typed. The server
 * receives what was read, never what the screen showed: a scan's own fields win.
 */
export const assembleSchema = z
  .object({
    scan: z
      .string()
      .max(SCAN_MAX, `Scan pack must be at most ${SCAN_MAX} characters`)
      .refine(isScannerText, ASSEMBLY_MESSAGES.scanText)
      .default(""),
    batchNumber: z
      .string()
      .trim()
      .max(50, "Batch number must be at most 50 characters")
      .refine(isOneLine, oneLineMessage("Batch number"))
      .default(""),
    expiryDate: z.string().default(""),
    serialNumber: z
      .string()
      .trim()
      .max(50, "Serial number must be at most 50 characters")
      .refine(isOneLine, oneLineMessage("Serial number"))
      .default(""),
  })
  .superRefine((v, ctx) => {
    if (v.scan.trim() !== "") {
      const read = parsePackCode(v.scan);
      if (!read.ok) ctx.addIssue({ code: "custom", path: ["scan"], message: read.message });
      return;
    }
    if (v.batchNumber === "") ctx.addIssue({ code: "custom", path: ["batchNumber"], message: ASSEMBLY_MESSAGES.batch });
    if (!isIsoDate(v.expiryDate))
      ctx.addIssue({ code: "custom", path: ["expiryDate"], message: ASSEMBLY_MESSAGES.expiry });
  })
  .transform((v) => {
    const read = v.scan.trim() === "" ? null : parsePackCode(v.scan);
    if (read?.ok) {
      const { gtin, batch, expiry, serial } = read.code;
      return { scanned: true, gtin, batchNumber: batch, expiryDate: expiry, serialNumber: serial };
    }
    return {
      scanned: false,
      gtin: null,
      batchNumber: v.batchNumber,
      expiryDate: v.expiryDate,
      serialNumber: v.serialNumber === "" ? null : v.serialNumber,
    };
  });
export type AssembleFormValues = z.input<typeof assembleSchema>;
export type AssembleInput = z.output<typeof assembleSchema>;

/** Accuracy check: the second person confirms the four things the issue names. */
export const accuracyCheckSchema = z.object({
  packChecked: z.literal(true, { error: "Confirm the pack is the prescribed medicine and strength" }),
  doseChecked: z.literal(true, { error: "Confirm the dose and directions match the prescription" }),
  labelChecked: z.literal(true, { error: "Confirm the label is correct and on the pack" }),
  patientChecked: z.literal(true, { error: "Confirm it is for this patient" }),
});
export type AccuracyCheckInput = z.infer<typeof accuracyCheckSchema>;
