/**
 * A backup file (decisions 067 and 092). A header line, then the body:
 *
 *   PHARMACY-BACKUP 2 {"kind":"pglite","createdAt":"…","encryption":{…}}\n
 *   <body>
 *
 * The body is the manifest (every table's row count, the clinical tables' checksums) as one JSON
 * line, then the database's copy (PGlite's gzip'd data folder, or pg_dump's custom format). With
 * BACKUP_KEY it is encrypted with AES-256-GCM under a key derived from BACKUP_KEY with scrypt and
 * a salt of its own, the header line authenticated with it: a file changed anywhere, or opened
 * with another key, is refused. Without a key (development only) the header carries the body's
 * SHA-256. Files of format 1 (decision 067) are still read.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from "node:crypto";
import type { Manifest } from "./manifest";

export type BackupKind = "pglite" | "postgres";

export class BackupError extends Error {}

interface Header {
  kind: BackupKind;
  createdAt: string;
  encryption: { cipher: "aes-256-gcm"; kdf: "scrypt"; salt: string; iv: string } | null;
  sha256?: string;
}

export interface OpenedBackup {
  kind: BackupKind;
  createdAt: string | null;
  encrypted: boolean;
  /** Null for a file of format 1, which had none. */
  manifest: Manifest | null;
  dump: Buffer;
}

const V1 = "PHARMACY-BACKUP 1";
const V2 = "PHARMACY-BACKUP 2";
const TAG_BYTES = 16;
const NOT_A_BACKUP = "This file is not a backup of this product.";
const DAMAGED = "This backup is damaged: its checksum does not match. Nothing was restored.";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const keyFrom = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

/** The file of a backup: encrypted when `key` is given. */
export function sealBackup(
  opts: { kind: BackupKind; createdAt: Date; manifest: Manifest; dump: Buffer },
  key: string | undefined,
): Buffer {
  const body = Buffer.concat([Buffer.from(`${JSON.stringify(opts.manifest)}\n`), opts.dump]);
  const base = { kind: opts.kind, createdAt: opts.createdAt.toISOString() };
  if (!key) {
    const header: Header = { ...base, encryption: null, sha256: sha256(body) };
    return Buffer.concat([Buffer.from(`${V2} ${JSON.stringify(header)}\n`), body]);
  }
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const header: Header = {
    ...base,
    encryption: { cipher: "aes-256-gcm", kdf: "scrypt", salt: salt.toString("base64"), iv: iv.toString("base64") },
  };
  const line = Buffer.from(`${V2} ${JSON.stringify(header)}\n`);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(key, salt), iv);
  cipher.setAAD(line);
  return Buffer.concat([line, cipher.update(body), cipher.final(), cipher.getAuthTag()]);
}

/** What a backup file holds, checked; a BackupError (nothing done) when it cannot be trusted. */
export function openBackup(file: Buffer, key: string | undefined): OpenedBackup {
  const end = file.indexOf(0x0a);
  const line = end > 0 ? file.subarray(0, end).toString("utf8") : "";
  const rest = file.subarray(end + 1);
  if (line.startsWith(`${V1} `)) return openV1(line, rest);
  if (!line.startsWith(`${V2} `)) throw new BackupError(NOT_A_BACKUP);
  let header: Header;
  try {
    header = JSON.parse(line.slice(V2.length + 1)) as Header;
  } catch {
    throw new BackupError(NOT_A_BACKUP);
  }
  if (header.kind !== "pglite" && header.kind !== "postgres") throw new BackupError(NOT_A_BACKUP);
  let body: Buffer;
  if (header.encryption) {
    if (!key) throw new BackupError("This backup is encrypted: set BACKUP_KEY to the key it was made with.");
    if (rest.length < TAG_BYTES) throw new BackupError(DAMAGED);
    try {
      const decipher = createDecipheriv(
        "aes-256-gcm",
        keyFrom(key, Buffer.from(header.encryption.salt, "base64")),
        Buffer.from(header.encryption.iv, "base64"),
      );
      decipher.setAAD(file.subarray(0, end + 1));
      decipher.setAuthTag(rest.subarray(rest.length - TAG_BYTES));
      body = Buffer.concat([decipher.update(rest.subarray(0, rest.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new BackupError(
        "This backup cannot be opened with this BACKUP_KEY: the key is not the one it was made with, or the file is damaged. Nothing was restored.",
      );
    }
  } else {
    if (header.sha256 !== sha256(rest)) throw new BackupError(DAMAGED);
    body = rest;
  }
  const split = body.indexOf(0x0a);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(body.subarray(0, split).toString("utf8")) as Manifest;
  } catch {
    throw new BackupError(DAMAGED);
  }
  return {
    kind: header.kind,
    createdAt: header.createdAt,
    encrypted: Boolean(header.encryption),
    manifest,
    dump: body.subarray(split + 1),
  };
}

/** Format 1 (decision 067): a checksum and the copy, no manifest, never encrypted. */
function openV1(line: string, payload: Buffer): OpenedBackup {
  const match = /^PHARMACY-BACKUP 1 (pglite|postgres) sha256=([0-9a-f]{64})$/.exec(line);
  if (!match) throw new BackupError(NOT_A_BACKUP);
  if (sha256(payload) !== match[2]) throw new BackupError(DAMAGED);
  return { kind: match[1] as BackupKind, createdAt: null, encrypted: false, manifest: null, dump: payload };
}
