import { describe, expect, it } from "vitest";
import { GS, PACK_CODE_NO_SEPARATOR, parsePackCode } from "./gs1";
import {
  isUsableSeparator,
  learnSeparator,
  restoreSeparator,
  SCANNER_TEST_CODE_TEXT,
  SCANNER_TEST_PACK,
  scannerTestScan,
  SEPARATOR_MESSAGES,
  separatorSentence,
} from "./scanner-separator";

const TEST_PACK = { gtin: "02012345000018", expiry: "2049-12-31", batch: "TEST123", serial: "SCANSET01" };
const GTIN = "09506000134352";

describe("the scanner test code", () => {
  it("is a pack's code parsePackCode reads in both forms: GTIN with its check digit, expiry, batch, serial", () => {
    expect(SCANNER_TEST_CODE_TEXT).toBe("(01)02012345000018(17)491231(10)TEST123(21)SCANSET01");
    expect(parsePackCode(SCANNER_TEST_CODE_TEXT)).toEqual({ ok: true, code: TEST_PACK });
    expect(parsePackCode(scannerTestScan())).toEqual({ ok: true, code: TEST_PACK });
    expect(scannerTestScan()).toBe(`01020123450000181749123110TEST123${GS}21SCANSET01`);
  });

  it("reads as a dropped separator when the scanner sends nothing in place of GS", () => {
    expect(parsePackCode(scannerTestScan(""))).toEqual({ ok: false, message: PACK_CODE_NO_SEPARATOR });
    expect(SCANNER_TEST_PACK.batch).toBe("TEST123");
  });
});

describe("learnSeparator", () => {
  it("learns GS itself", () => {
    expect(learnSeparator(scannerTestScan())).toEqual({ ok: true, separator: GS });
  });

  it.each(["|", "^", "~", "#", "@", "\\", "{", "]", "$", " "])("learns the substitute %j", (sep) => {
    expect(learnSeparator(scannerTestScan(sep))).toEqual({ ok: true, separator: sep });
  });

  it("forgives the symbology identifier ]d2, a leading FNC1 sent as GS or as the substitute, and Enter", () => {
    expect(learnSeparator(`]d2${GS}${scannerTestScan()}\r\n`)).toEqual({ ok: true, separator: GS });
    expect(learnSeparator(`]d2${scannerTestScan("|")}\n`)).toEqual({ ok: true, separator: "|" });
    expect(learnSeparator(`|${scannerTestScan("|")}\r`)).toEqual({ ok: true, separator: "|" });
    expect(learnSeparator(`${GS}${scannerTestScan("~")}`)).toEqual({ ok: true, separator: "~" });
  });

  it("refuses a scanner that sends nothing between the batch and the serial, saying to set it up", () => {
    const learnt = learnSeparator(`]d2${scannerTestScan("")}\r\n`);
    expect(learnt).toEqual({ ok: false, reason: "dropped", message: SEPARATOR_MESSAGES.dropped });
    expect(SEPARATOR_MESSAGES.dropped).toContain("Set it up to send the group separator");
    expect(SEPARATOR_MESSAGES.dropped).toContain("the scanner's manual");
  });

  it("refuses a substitute that batch and serial numbers may hold, which could not be told from the data", () => {
    for (const sep of ["-", "/", ".", "_", "%", "(", "?"]) {
      const learnt = learnSeparator(scannerTestScan(sep));
      expect(learnt).toMatchObject({ ok: false, reason: "unsafe" });
      if (!learnt.ok) expect(learnt.message).toContain(`sends ${sep} in place of the group separator`);
    }
  });

  it("refuses more than one character in the separator's place", () => {
    expect(learnSeparator(scannerTestScan("<GS>"))).toMatchObject({ ok: false, reason: "several" });
    expect(learnSeparator(scannerTestScan(`${GS}|`))).toMatchObject({ ok: false, reason: "several" });
  });

  it("refuses anything that is not the test code", () => {
    const notTestCode = { ok: false, reason: "not-test-code", message: SEPARATOR_MESSAGES.notTestCode };
    expect(learnSeparator("")).toEqual(notTestCode);
    expect(learnSeparator("HELLO")).toEqual(notTestCode);
    expect(learnSeparator(`01${GTIN}1727033110AB1234${GS}21SN1`)).toEqual(notTestCode);
    expect(learnSeparator(SCANNER_TEST_CODE_TEXT)).toEqual(notTestCode);
    expect(learnSeparator(scannerTestScan("X"))).toEqual(notTestCode);
    expect(learnSeparator(scannerTestScan("7"))).toEqual(notTestCode);
    expect(learnSeparator(`99${scannerTestScan("|")}`)).toEqual(notTestCode);
    expect(learnSeparator(`${scannerTestScan("|")}99`)).toEqual(notTestCode);
    expect(learnSeparator(scannerTestScan("|").replace("TEST123", "TEST124"))).toEqual(notTestCode);
  });
});

describe("isUsableSeparator", () => {
  it("takes GS or one character outside GS1's data characters, and nothing else", () => {
    expect([GS, "|", "^", "~", " "].every(isUsableSeparator)).toBe(true);
    expect(["", "||", "a", "Z", "5", "-", "(", "é"].some(isUsableSeparator)).toBe(false);
  });
});

describe("separatorSentence", () => {
  it("says what the scanner sends, in words", () => {
    expect(separatorSentence(GS)).toBe("This scanner sends the group separator.");
    expect(separatorSentence("|")).toBe(
      "This scanner sends | in place of the group separator: scans on this computer read it as one.",
    );
    expect(separatorSentence(" ")).toContain("sends a space in place");
  });
});

describe("restoreSeparator", () => {
  const raw = `01${GTIN}1727033110AB1234|21SN00012345`;

  it("puts GS back in place of the learnt substitute, so the pack reads", () => {
    expect(restoreSeparator(raw, "|")).toBe(`01${GTIN}1727033110AB1234${GS}21SN00012345`);
    expect(parsePackCode(restoreSeparator(raw, "|"))).toEqual({
      ok: true,
      code: { gtin: GTIN, expiry: "2027-03-31", batch: "AB1234", serial: "SN00012345" },
    });
    expect(parsePackCode(raw)).toMatchObject({ ok: false });
  });

  it("reads the test code scanned with each substitute as the test pack", () => {
    for (const sep of ["|", "^", "~", " "]) {
      expect(parsePackCode(restoreSeparator(scannerTestScan(sep), sep))).toEqual({ ok: true, code: TEST_PACK });
    }
  });

  it("keeps the symbology identifier and Enter, and puts back a leading FNC1 sent as the substitute", () => {
    const scan = `]d2|01${GTIN}1727033110AB1234|21SN1\r\n`;
    expect(restoreSeparator(scan, "|")).toBe(`]d2${GS}01${GTIN}1727033110AB1234${GS}21SN1\r\n`);
    expect(parsePackCode(restoreSeparator(scan, "|"))).toMatchObject({ ok: true, code: { batch: "AB1234" } });
  });

  it("leaves the identifier alone when the substitute is ]", () => {
    expect(restoreSeparator(`]d2${scannerTestScan("]")}`, "]")).toBe(`]d2${scannerTestScan()}`);
  });

  it("leaves the bracketed human-readable form unchanged, with or without a prefix", () => {
    const bracketed = `(01)${GTIN}(17)270331(10)AB 12(21)SN1`;
    expect(restoreSeparator(bracketed, " ")).toBe(bracketed);
    expect(restoreSeparator(`  ]d2${GS}${bracketed}`, " ")).toBe(`  ]d2${GS}${bracketed}`);
    expect(parsePackCode(restoreSeparator(`(01)${GTIN} (17)270331 (10)AB12`, " "))).toMatchObject({ ok: true });
  });

  it("changes nothing when the scanner sends GS, nothing was learnt, or the stored value is not usable", () => {
    const withGs = `01${GTIN}1727033110AB1|2${GS}21SN1`;
    expect(restoreSeparator(withGs, GS)).toBe(withGs);
    expect(restoreSeparator(raw, null)).toBe(raw);
    expect(restoreSeparator(raw, "")).toBe(raw);
    expect(restoreSeparator(raw, "1")).toBe(raw);
    expect(restoreSeparator(raw, "||")).toBe(raw);
  });
});
