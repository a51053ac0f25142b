/**
 * Evidence files staff attach to a patient (decision 077): JPEG, PNG or PDF up to 10 MB, the
 * type read from the content itself (its first bytes), never from the name or the browser's
 * word for it.
 */
export const EVIDENCE_FILE_KINDS = ["identity", "body", "gp_record", "transfer_evidence", "other"] as const;
export type EvidenceFileKind = (typeof EVIDENCE_FILE_KINDS)[number];
export const EVIDENCE_FILE_KIND_LABEL: Record<EvidenceFileKind, string> = {
  identity: "Identity document",
  body: "Body image",
  gp_record: "GP record",
  transfer_evidence: "Transfer evidence",
  other: "Other",
};

/** 10 MB (the patient_files size check). */
export const MAX_EVIDENCE_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = "File too large (max 10 MB)";
export const UNSUPPORTED_FILE_MESSAGE = "Only JPEG, PNG or PDF files";
export const EMPTY_FILE_MESSAGE = "Choose a file to upload";

export type EvidenceContentType = "image/jpeg" | "image/png" | "application/pdf";

const SIGNATURES: ReadonlyArray<{ type: EvidenceContentType; bytes: readonly number[] }> = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The type of a file from its first bytes, or null when it is none of the three. */
export function detectEvidenceType(content: Uint8Array): EvidenceContentType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => content[i] === b))?.type ?? null;
}

const EXTENSION: Record<EvidenceContentType, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "application/pdf": ".pdf",
};
const MAX_NAME = 100;

/**
 * A file name safe in a Content-Disposition header and on any disk: letters, digits, dot,
 * dash, underscore and space only, no leading dot, at most 100 characters, ending in the
 * extension of its real type.
 */
export function safeFileName(name: string, type: EvidenceContentType): string {
  const extension = EXTENSION[type];
  const base = name
    .normalize("NFKD")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "_")
    .replace(/^[.\s_-]+/, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_NAME - extension.length);
  return `${base || "evidence"}${extension}`;
}
