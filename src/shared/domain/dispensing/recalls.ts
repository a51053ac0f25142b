/**
 * Batch recalls (issue 20, decision 098): every order dispensed from a batch is found in the
 * POM register, and each patient is sent a notice in their account thread. The thread is
 * behind their sign-in, so it may say what the recall is about; the e-mail that tells them a
 * notice is waiting says only that the pharmacy needs to speak to them (decision 026).
 */

/** Batch numbers are compared as staff and scanners write them: spaces around and letter case do not matter. */
export const normalizeBatch = (batch: string) => batch.trim().toUpperCase();

export function recallNoticeText(d: { orderId: number; batchNumber: string; phone: string }): string {
  return [
    `We need to speak to you about your order #${d.orderId}.`,
    `The manufacturer has recalled the batch of medicine it was supplied from (batch ${d.batchNumber}).`,
    `Please do not use any pen from this order you have not used yet, and call us on ${d.phone} or reply here so we can arrange a replacement.`,
  ].join(" ");
}

/**
 * Recalls that hold (issue 29, decision 122): a recall recorded from the alert quarantines its
 * batches of its product, before and after assembly, until nothing is left to hold.
 */
export const RECALL_CLASSES = ["1", "2", "3", "4", "company"] as const;
export type RecallClass = (typeof RECALL_CLASSES)[number];
export const RECALL_CLASS_LABEL: Record<RecallClass, string> = {
  "1": "Class 1",
  "2": "Class 2",
  "3": "Class 3",
  "4": "Class 4",
  company: "Company-led",
};

/** The batch numbers a recall names, typed one a line or separated by commas: normalised, each once. */
export function recallBatchList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,;]+/)
        .map(normalizeBatch)
        .filter((b) => b !== ""),
    ),
  ];
}

export const RECALL_MESSAGES = {
  /** The 409 of every step a recalled batch reaches (issue 29). */
  held: (batch: string, reference: string) => `Batch ${batch} is recalled (${reference}).`,
  pharmacistCloses: "Only a pharmacist closes a recall.",
  notFound: "Recall not found",
  alreadyClosed: "This recall is already closed.",
  duplicate: "A recall with this reference is already recorded.",
  futureDate: "The recall's date can't be in the future",
  noBatch: "Enter at least one batch number",
} as const;
