import { and, eq, isNull } from "drizzle-orm";
import { type EvidenceContentType, safeFileName } from "@/shared/domain/prescribing/evidence-files";
import type { Ctx } from "../../deps";
import { patientFiles, patients } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { FILE_NOT_FOUND } from "./evidence.queries";
import { formatUkDate } from "../../lib/time/uk-date";

/**
 * GET /api/admin/files/:id (decision 077): an evidence file's content, to employees only, each
 * view audited. A file whose content was erased for retention (decision 066) answers 410; the
 * record that it existed stays.
 */
export async function getFile({ db, actor }: Ctx, fileId: number) {
  const [row] = await db
    .select({ file: patientFiles })
    .from(patientFiles)
    .innerJoin(patients, eq(patients.patient_id, patientFiles.patient_id))
    .where(and(eq(patientFiles.file_id, fileId), isNull(patients.archived_at)))
    .limit(1);
  if (!row) throw new AppError("not_found", FILE_NOT_FOUND);
  const f = row.file;
  if (f.erased_at || !f.data) {
    const on = f.erased_at ? ` on ${formatUkDate(f.erased_at)}` : "";
    throw new AppError(
      "gone",
      `This file's content was erased${on} under the evidence retention policy; its record stays.`,
    );
  }
  await writeAudit(db, actor, "file.view", { type: "file", id: fileId });
  const type = f.content_type as EvidenceContentType;
  return { content: new Uint8Array(f.data), contentType: type, fileName: safeFileName(f.file_name, type) };
}
