/**
 * The evidence a prescriber relies on (decision 077), as the consultation page and the
 * evidence dialogs' answers show it: identity checks, measurements and files' records.
 */
import { EVIDENCE_FILE_KIND_LABEL, type EvidenceFileKind } from "@/shared/domain/prescribing/evidence-files";
import { isIndependentMeasurement, type MeasurementMethod } from "@/shared/domain/prescribing/consultation-vocabulary";
import {
  DOCUMENT_TYPE_LABEL,
  type DocumentType,
  IDENTITY_METHOD_LABEL,
  type IdentityMethod,
  MEASUREMENT_METHOD_LABEL,
} from "@/shared/domain/prescribing/verification";
import { getTableColumns } from "drizzle-orm";
import { type identityChecks, type measurements, patientFiles } from "../../db/schema";

export function toIdentityCheck(r: typeof identityChecks.$inferSelect) {
  return {
    identityCheckId: r.identity_check_id,
    method: r.method as IdentityMethod,
    methodLabel: IDENTITY_METHOD_LABEL[r.method as IdentityMethod],
    documentType: r.document_type,
    documentTypeLabel: r.document_type
      ? (DOCUMENT_TYPE_LABEL[r.document_type as DocumentType] ?? r.document_type)
      : null,
    documentLast4: r.document_last4,
    documentExpiry: r.document_expiry,
    nameMatches: r.name_matches,
    dobMatches: r.dob_matches,
    outcome: r.outcome as "verified" | "not_verified",
    recordedBy: r.recorded_by_name,
    createdAt: r.created_at.toISOString(),
  };
}

export function toMeasurement(r: typeof measurements.$inferSelect) {
  return {
    measurementId: r.measurement_id,
    method: r.method as MeasurementMethod,
    methodLabel: MEASUREMENT_METHOD_LABEL[r.method as MeasurementMethod],
    independent: isIndependentMeasurement(r.method),
    weightKg: Number(r.weight_kg),
    heightCm: r.height_cm === null ? null : Number(r.height_cm),
    bmi: r.bmi === null ? null : Number(r.bmi),
    measuredOn: r.measured_on,
    source: r.source,
    orderId: r.order_id,
    recordedBy: r.recorded_by_name,
    createdAt: r.created_at.toISOString(),
  };
}

/** Every column of a file's record but its content: what a list or an upload reads back. */
const { data: _content, ...fileMetaColumns } = getTableColumns(patientFiles);
export const FILE_META_COLUMNS = fileMetaColumns;

/** A file's record, never its content (GET /api/admin/files/:id serves that, audited). */
export function toFileMeta(r: Omit<typeof patientFiles.$inferSelect, "data">) {
  return {
    fileId: r.file_id,
    kind: r.kind as EvidenceFileKind,
    kindLabel: EVIDENCE_FILE_KIND_LABEL[r.kind as EvidenceFileKind],
    fileName: r.file_name,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    sha256: r.sha256,
    uploadedBy: r.uploaded_by_name,
    createdAt: r.created_at.toISOString(),
    erasedAt: r.erased_at?.toISOString() ?? null,
  };
}
