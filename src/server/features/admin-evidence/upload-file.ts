import { createHash } from "node:crypto";
import {
  detectEvidenceType,
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_EVIDENCE_FILE_BYTES,
  safeFileName,
  UNSUPPORTED_FILE_MESSAGE,
} from "@/shared/domain/prescribing/evidence-files";
import type { evidenceFileQuerySchema } from "@/shared/schemas/prescribing/evidence";
import type { z } from "@/shared/schemas/zod";
import type { StaffCtx } from "../../deps";
import { patientFiles } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { FILE_META_COLUMNS, toFileMeta } from "../../lib/prescribing/evidence.mapper";
import { requireVisiblePatient } from "../../lib/people/patients";
import { recordedByName } from "./evidence.queries";

/**
 * POST /api/admin/patients/:id/files?kind=&fileName= (decision 077; any employee): the file is
 * the request's raw body, up to 10 MB, kept in the database with its SHA-256. Its type is read
 * from its first bytes, never from its name or the Content-Type the browser sent: only JPEG,
 * PNG and PDF are kept (415 otherwise).
 */
export async function uploadFile(
  ctx: StaffCtx,
  {
    patientId,
    content,
    ...query
  }: z.output<typeof evidenceFileQuerySchema> & { patientId: number; content: Uint8Array },
) {
  if (content.byteLength === 0)
    throw new AppError("invalid_input", EMPTY_FILE_MESSAGE, { fields: { file: EMPTY_FILE_MESSAGE } });
  if (content.byteLength > MAX_EVIDENCE_FILE_BYTES) throw new AppError("too_large", FILE_TOO_LARGE_MESSAGE);
  const type = detectEvidenceType(content);
  if (!type) throw new AppError("unsupported_media_type", UNSUPPORTED_FILE_MESSAGE);
  return ctx.db.transaction(async (tx) => {
    await requireVisiblePatient(tx, patientId);
    const [row] = await tx
      .insert(patientFiles)
      .values({
        patient_id: patientId,
        kind: query.kind,
        file_name: safeFileName(query.fileName, type),
        content_type: type,
        size_bytes: content.byteLength,
        sha256: createHash("sha256").update(content).digest("hex"),
        data: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
        uploaded_by_employee_id: ctx.employee.employee_id,
        uploaded_by_name: recordedByName(ctx),
        created_at: ctx.now,
      })
      .returning(FILE_META_COLUMNS);
    await writeAudit(tx, ctx.actor, "file.upload", { type: "patient", id: patientId }, ["patient_files"]);
    return { file: toFileMeta(row!) };
  });
}
