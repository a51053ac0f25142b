/**
 * Decision 066: identity and body images are kept only as long as the check needs them. The
 * content of an identity image is erased 90 days after the patient's identity was verified, a
 * body image 90 days after their weight was verified independently; the row (who uploaded what,
 * when, its checksum) stays, and the record of the check stays (migration 0004 allows only this
 * change to a file).
 */
import { sql } from "drizzle-orm";
import { daysBefore } from "@/shared/domain/dates";
import { type DbOrTx, queryRows } from "../db/client";
import type { Job } from "./job";

export const EVIDENCE_IMAGE_DAYS = 90;

async function eraseEvidenceImages(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = daysBefore(now, EVIDENCE_IMAGE_DAYS).toISOString();
  const erased = await queryRows<{ file_id: number }>(
    db,
    sql`UPDATE patient_files f SET data = NULL, erased_at = ${now.toISOString()}::timestamptz
        WHERE f.erased_at IS NULL AND (
          (f.kind = 'identity' AND EXISTS (
            SELECT 1 FROM identity_checks c WHERE c.patient_id = f.patient_id AND c.outcome = 'verified'
              AND c.created_at >= f.created_at AND c.created_at <= ${cutoff}::timestamptz))
          OR (f.kind = 'body' AND EXISTS (
            SELECT 1 FROM measurements m WHERE m.patient_id = f.patient_id
              AND m.method IN ('live_video', 'in_person', 'gp_record', 'third_party_record')
              AND m.created_at >= f.created_at AND m.created_at <= ${cutoff}::timestamptz)))
        RETURNING f.file_id`,
  );
  return erased.length;
}

/** decision 066: identity and body images go 90 days after verification, the rows stay. */
export const eraseEvidenceImagesJob: Job = {
  name: "erase-evidence-images",
  run: ({ tx, now }) => eraseEvidenceImages(tx, now),
};
