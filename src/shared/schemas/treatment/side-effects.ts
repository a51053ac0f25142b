/**
 * Side-effect reports, their handling by a prescriber, and the patient's confirmation of the
 * contraception and pregnancy advice (issue 13): one schema each for the forms and the server.
 */
import { MAX_ID, z } from "../zod";
import { RED_FLAGS, SIDE_EFFECT_LEVELS, SIDE_EFFECTS } from "../../domain/clinical/side-effects";
import { isPlainText, plainTextMessage } from "../text";

export const SIDE_EFFECT_DETAILS_MAX = 2000;
export const HANDLED_NOTE_MAX = 2000;

const SIDE_EFFECT_KEYS = SIDE_EFFECTS.map((e) => e.key) as [
  (typeof SIDE_EFFECTS)[number]["key"],
  ...(typeof SIDE_EFFECTS)[number]["key"][],
];
const RED_FLAG_KEYS = RED_FLAGS.map((f) => f.key) as [
  (typeof RED_FLAGS)[number]["key"],
  ...(typeof RED_FLAGS)[number]["key"][],
];

export const NOTHING_REPORTED =
  "Choose how much a side effect bothers you, tick a warning sign, or describe what happened";

/**
 * A report: each listed side effect none/mild/moderate/severe (a missing one is none), the red
 * flags ticked, and optional details. Something must be reported.
 */
export const sideEffectReportSchema = z
  .object({
    symptoms: z
      .partialRecord(
        z.enum(SIDE_EFFECT_KEYS, { error: "Unknown side effect" }),
        z.enum(SIDE_EFFECT_LEVELS, { error: "Choose none, mild, moderate or severe" }),
      )
      .default({}),
    redFlags: z
      .array(z.enum(RED_FLAG_KEYS, { error: "Unknown warning sign" }), { error: "Choose the warning signs" })
      .max(RED_FLAGS.length)
      .refine((flags) => new Set(flags).size === flags.length, "Each warning sign only once")
      .default([]),
    details: z
      .string({ error: "Details must be text" })
      .trim()
      .max(SIDE_EFFECT_DETAILS_MAX, `Details must be at most ${SIDE_EFFECT_DETAILS_MAX} characters`)
      .refine(isPlainText, plainTextMessage("Details"))
      .optional(),
  })
  .refine(
    (r) =>
      r.redFlags.length > 0 ||
      Object.values(r.symptoms).some((level) => level && level !== "none") ||
      Boolean(r.details),
    {
      path: ["symptoms"],
      message: NOTHING_REPORTED,
    },
  );
export type SideEffectReportInput = z.input<typeof sideEffectReportSchema>;

/** A prescriber marks a report handled, saying what was done. */
export const handleReportSchema = z.object({
  note: z
    .string({ error: "Enter a note of what was done" })
    .trim()
    .min(1, "Enter a note of what was done")
    .max(HANDLED_NOTE_MAX, `Note must be at most ${HANDLED_NOTE_MAX} characters`)
    .refine(isPlainText, plainTextMessage("Note")),
});
export type HandleReportInput = z.infer<typeof handleReportSchema>;

/** The patient confirms reading the contraception and pregnancy advice for one of their orders. */
export const adviceAcknowledgementSchema = z.object({
  orderId: z
    .number({ error: "Choose the order" })
    .int("Choose the order")
    .positive("Choose the order")
    .max(MAX_ID, "Choose the order"),
});
