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
