/**
 * The pack's barcode (issue 20, decision 099): a GS1 DataMatrix as a USB scanner types it into
 * the "Scan pack" field, read into the GTIN (AI 01), the expiry (AI 17), the batch (AI 10) and
 * the serial number (AI 21). Two forms are read: the raw data, where a variable-length field
 * ends at the FNC1 separator (ASCII 29, GS) or at the end; and the human-readable form printed
 * under the code, each Application Identifier in brackets.
 */

/** The FNC1 separator as a scanner types it: GS, ASCII 29. */
export const GS = "\x1d";

/** The Application Identifiers a medicine pack carries (GS1 General Specifications §3.2): fixed length, or up to a maximum. */
const AIS: Record<string, { fixed?: number; max?: number }> = {
  "00": { fixed: 18 },
  "01": { fixed: 14 },
  "02": { fixed: 14 },
  "10": { max: 20 },
  "11": { fixed: 6 },
  "15": { fixed: 6 },
  "16": { fixed: 6 },
  "17": { fixed: 6 },
  "21": { max: 20 },
  "30": { max: 8 },
  "240": { max: 30 },
  // National healthcare reimbursement numbers (710 Germany ... 714 Portugal).
  "710": { max: 20 },
  "711": { max: 20 },
  "712": { max: 20 },
  "713": { max: 20 },
  "714": { max: 20 },
};

export interface PackCode {
  /** 14 digits. */
  gtin: string;
  /** YYYY-MM-DD. */
  expiry: string;
  batch: string;
  serial: string | null;
}

export const PACK_CODE_UNREADABLE =
  "This is not a pack barcode we can read. Scan it again or type the batch and expiry.";
export const PACK_CODE_INCOMPLETE = "The barcode has no GTIN, expiry or batch. Type the batch and expiry.";
/**
 * Issue 29: a scanner that drops the group separator runs a batch into the serial after it
 * (batch ABC + serial SER123 reads as batch ABC21SER123), which a recall would then miss.
 */
export const PACK_CODE_NO_SEPARATOR =
  "Scan again: the scanner did not send the group separator. Set it up on the Pack barcodes page.";

/** Whether the 14 digits end in the GS1 check digit of the first 13 (weights 3, 1, 3, ... from the left). */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{8,18}$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Weighted from the right of the body: the digit next to the check digit has weight 3.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * A GTIN as staff type it from the box (8, 12, 13 or 14 digits, spaces allowed), as the 14
 * digits a pack's code carries; null when it is not a GTIN (wrong length or check digit).
 */
export function normalizeGtin(input: string): string | null {
  const digits = input.replace(/\s+/g, "");
  if (![8, 12, 13, 14].includes(digits.length) || !/^\d+$/.test(digits)) return null;
  const gtin = digits.padStart(14, "0");
  return hasValidCheckDigit(gtin) ? gtin : null;
}

/**
 * GS1 dates are YYMMDD; a day of 00 means the last day of the month. Packs in use are dated
 * this century, so YY is 20YY.
 */
export function gs1Date(yymmdd: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return null;
  const year = 2000 + Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Number(m[3]) === 0 ? lastDay : Number(m[3]);
  if (day > lastDay) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The AI at the start of `rest`: the known one its first 2 or 3 digits name, else null. */
function aiAt(rest: string): string | null {
  for (const length of [2, 3]) {
    const candidate = rest.slice(0, length);
    if (AIS[candidate]) return candidate;
  }
  return null;
}

/**
 * Whether a variable-length value that ran to the end of the scan could hold further fields run
 * into it (a dropped separator): some tail of it reads as fields the scan does not already have.
 */
function runsIntoFields(value: string, read: Map<string, string>): boolean {
  for (let i = 1; i < value.length - 2; i++) {
    const tail = readRaw(value.slice(i));
    if (tail instanceof Map && [...tail.keys()].every((ai) => !read.has(ai))) return true;
  }
  return false;
}

/**
 * The raw form: AI, value, AI, value, ... a variable-length value ending at GS or the end;
 * "no separator" when one that ends the scan may hold fields run into it.
 */
function readRaw(data: string): Map<string, string> | null | "no separator" {
  const fields = new Map<string, string>();
  let rest = data;
  while (rest.length > 0) {
    if (rest.startsWith(GS)) {
      rest = rest.slice(1);
      continue;
    }
    const ai = aiAt(rest);
    if (!ai) return null;
    rest = rest.slice(ai.length);
    const spec = AIS[ai]!;
    let value: string;
    if (spec.fixed) {
      value = rest.slice(0, spec.fixed);
      if (value.length !== spec.fixed) return null;
      rest = rest.slice(spec.fixed);
    } else {
      const end = rest.indexOf(GS);
      value = end === -1 ? rest : rest.slice(0, end);
      if (value.length === 0 || value.length > spec.max!) return null;
      rest = end === -1 ? "" : rest.slice(end + 1);
    }
    if (fields.has(ai)) return null;
    fields.set(ai, value);
    if (!spec.fixed && rest === "" && !data.includes(GS) && runsIntoFields(value, fields)) return "no separator";
  }
  return fields.size > 0 ? fields : null;
}

/** The human-readable form: "(01)05012345678900(17)270331(10)AB12(21)XYZ", spaces between allowed. */
function readBracketed(data: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  const pattern = /\((\d{2,4})\)([^(]*)/g;
  let consumed = 0;
  for (const match of data.matchAll(pattern)) {
    if (data.slice(consumed, match.index).trim() !== "") return null;
    const ai = match[1]!;
    const value = match[2]!.trim();
    const spec = AIS[ai];
    if (!spec || fields.has(ai) || value.length === 0) return null;
    if (spec.fixed ? value.length !== spec.fixed : value.length > spec.max!) return null;
    fields.set(ai, value);
    consumed = match.index + match[0].length;
  }
  return consumed === data.length && fields.size > 0 ? fields : null;
}

/**
 * Reads a scanned pack. Scanners may send the symbology identifier "]d2" first, and an FNC1 in
 * first position as a GS: both are dropped. Returns the pack's code, or the message to show.
 */
export function parsePackCode(scan: string): { ok: true; code: PackCode } | { ok: false; message: string } {
  let data = scan.replace(/[\r\n]+$/, "").trim();
  if (data.startsWith("]d2") || data.startsWith("]Q3")) data = data.slice(3);
  while (data.startsWith(GS)) data = data.slice(1);
  const fields = data.startsWith("(") ? readBracketed(data) : readRaw(data);
  if (fields === "no separator") return { ok: false, message: PACK_CODE_NO_SEPARATOR };
  if (!fields) return { ok: false, message: PACK_CODE_UNREADABLE };
  const gtin = fields.get("01");
  const expiryRaw = fields.get("17");
  const batch = fields.get("10");
  if (!gtin || !expiryRaw || !batch) return { ok: false, message: PACK_CODE_INCOMPLETE };
  if (!/^\d{14}$/.test(gtin) || !hasValidCheckDigit(gtin)) return { ok: false, message: PACK_CODE_UNREADABLE };
  const expiry = gs1Date(expiryRaw);
  if (!expiry) return { ok: false, message: PACK_CODE_UNREADABLE };
  return { ok: true, code: { gtin, expiry, batch, serial: fields.get("21") ?? null } };
}
