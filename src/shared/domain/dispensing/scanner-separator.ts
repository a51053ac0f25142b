/**
 * Scanner set-up (issue 29, decision 123). A keyboard scanner types a pack's DataMatrix with
 * the group separator (GS, ASCII 29) between a variable-length field and the next, but many
 * send another character in its place, or nothing. Scanning a test code once, whose batch and
 * serial are known, shows what this scanner sends; later scans on the same computer have that
 * character put back to GS before they are read (parsePackCode).
 */
import { GS } from "./gs1";

/** The test pack: a GTIN in GS1's restricted-circulation range (prefix 020), which no medicine pack carries. */
export const SCANNER_TEST_PACK = {
  gtin: "02012345000018",
  expiry: "491231",
  batch: "TEST123",
  serial: "SCANSET01",
} as const;

const { gtin, expiry, batch, serial } = SCANNER_TEST_PACK;
/** What the scanner types before the separator, and after it. */
const HEAD = `01${gtin}17${expiry}10${batch}`;
const TAIL = `21${serial}`;

/** The test code in GS1's bracketed form, as a GS1 DataMatrix encoder takes it (FNC1 first, FNC1 after the batch). */
export const SCANNER_TEST_CODE_TEXT = `(01)${gtin}(17)${expiry}(10)${batch}(21)${serial}`;

/** The test code as a scanner types it, with `separator` between the batch and the serial. */
export function scannerTestScan(separator: string = GS): string {
  return `${HEAD}${separator}${TAIL}`;
}

/**
 * GS1's character set 82 (General Specifications §7.11): what a batch or serial number may
 * hold. A scanner that sends one of these for GS cannot be told apart from a batch that holds
 * it (batch AB-2112 would read as batch AB and serial 12).
 */
const IN_GS1_DATA = /^[A-Za-z0-9!"%&'()*+,\-./:;<=>?_]$/;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Whether a stored separator can be put back to GS safely: GS itself, or one character no pack's data holds. */
export function isUsableSeparator(separator: string): boolean {
  return (
    separator === GS ||
    ([...separator].length === 1 && !IN_GS1_DATA.test(separator) && !LETTER_OR_DIGIT.test(separator))
  );
}

export type LearntSeparator =
  | { ok: true; separator: string }
  | { ok: false; reason: "dropped" | "several" | "unsafe" | "not-test-code"; message: string };

/** Says a separator in words: a visible character as itself, else by name or code. */
export function separatorName(separator: string): string {
  if (separator === GS) return "the group separator";
  if (separator === " ") return "a space";
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(separator) ? separator : `character ${separator.codePointAt(0) ?? 0}`;
}

/** The sentence the set-up says once a separator is learnt. */
export function separatorSentence(separator: string): string {
  return separator === GS
    ? "This scanner sends the group separator."
    : `This scanner sends ${separatorName(separator)} in place of the group separator: scans on this computer read it as one.`;
}

const SET_UP =
  "Set it up to send the group separator, or one character such as | in its place (the scanner's manual says how), then scan the code again.";

export const SEPARATOR_MESSAGES = {
  dropped: `This scanner sends nothing between the batch and the serial number. ${SET_UP}`,
  several: `This scanner sends more than one character in place of the group separator. ${SET_UP}`,
  unsafe: (separator: string) =>
    `This scanner sends ${separatorName(separator)} in place of the group separator, which batch and serial numbers may hold. ${SET_UP}`,
  notTestCode: "That is not the test code. Scan the code shown on this page.",
} as const;

/**
 * What the scanner sent in place of GS when it scanned the test code. It may send the
 * symbology identifier ]d2 first, the code's leading FNC1 as GS or as its substitute, and Enter
 * last: all are forgiven.
 */
export function learnSeparator(scan: string): LearntSeparator {
  let data = scan.replace(/[\r\n]+$/, "").trim();
  if (data.startsWith("]d2")) data = data.slice(3);
  const at = data.indexOf(HEAD);
  const end = data.length - TAIL.length;
  if (at === -1 || !data.endsWith(TAIL) || end < at + HEAD.length) {
    return { ok: false, reason: "not-test-code", message: SEPARATOR_MESSAGES.notTestCode };
  }
  const separator = data.slice(at + HEAD.length, end);
  const leading = data.slice(0, at);
  if (separator === "") return { ok: false, reason: "dropped", message: SEPARATOR_MESSAGES.dropped };
  if ([...separator].length > 1) return { ok: false, reason: "several", message: SEPARATOR_MESSAGES.several };
  if (LETTER_OR_DIGIT.test(separator) || [...leading].some((c) => c !== GS && c !== separator)) {
    return { ok: false, reason: "not-test-code", message: SEPARATOR_MESSAGES.notTestCode };
  }
  if (!isUsableSeparator(separator)) {
    return { ok: false, reason: "unsafe", message: SEPARATOR_MESSAGES.unsafe(separator) };
  }
  return { ok: true, separator };
}

/**
 * A scan with this computer's substitute put back to GS, so parsePackCode (and the server)
 * read it as the scanner meant. The bracketed human-readable form, and a scan from a computer
 * whose scanner sends GS or nothing learnt, pass unchanged.
 */
export function restoreSeparator(scan: string, separator: string | null): string {
  if (separator === null || separator === GS || !isUsableSeparator(separator)) return scan;
  // What parsePackCode drops before it tells the two forms apart: spaces, a symbology identifier, any GS.
  let at = scan.length - scan.trimStart().length;
  if (scan.startsWith("]d2", at) || scan.startsWith("]Q3", at)) at += 3;
  while (scan[at] === GS) at++;
  const body = scan.slice(at);
  if (body.trimStart().startsWith("(")) return scan;
  return scan.slice(0, at) + body.replaceAll(separator, GS);
}
