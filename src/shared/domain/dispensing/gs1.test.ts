import { describe, expect, it } from "vitest";
import {
  gs1Date,
  hasValidCheckDigit,
  normalizeGtin,
  PACK_CODE_INCOMPLETE,
  PACK_CODE_NO_SEPARATOR,
  PACK_CODE_UNREADABLE,
  parsePackCode,
} from "./gs1";

const GS = "\x1d";
// GS1's own example GTIN (GS1 Digital Link standard) and a UK one (GS1 UK's 501 prefix).
const GTIN = "09506000134352";
const UK_GTIN = "05012345678900";

describe("parsePackCode", () => {
  it("reads a raw DataMatrix as a scanner types it: GTIN, expiry, batch, GS, serial", () => {
    expect(parsePackCode(`01${GTIN}1727033110AB1234${GS}21SN00012345`)).toEqual({
      ok: true,
      code: { gtin: GTIN, expiry: "2027-03-31", batch: "AB1234", serial: "SN00012345" },
    });
  });

  it("reads the fields in any order, a variable field last needing no separator", () => {
    expect(parsePackCode(`01${UK_GTIN}21A1B2C3D4E5${GS}10D123456${GS}17280115`)).toEqual({
      ok: true,
      code: { gtin: UK_GTIN, expiry: "2028-01-15", batch: "D123456", serial: "A1B2C3D4E5" },
    });
  });

  it("drops the symbology identifier ]d2, an FNC1 sent first as GS, and the scanner's Enter", () => {
    expect(parsePackCode(`]d2${GS}01${GTIN}1727033110AB1234${GS}21SN1\r\n`)).toMatchObject({
      ok: true,
      code: { batch: "AB1234", serial: "SN1" },
    });
  });

  it("reads the bracketed human-readable form, spaces forgiven", () => {
    expect(parsePackCode(`(01)${GTIN}(17)270331(10)AB1234(21)SN00012345`)).toEqual({
      ok: true,
      code: { gtin: GTIN, expiry: "2027-03-31", batch: "AB1234", serial: "SN00012345" },
    });
    expect(parsePackCode(` (01) ${GTIN} (17) 270331 (10) AB1234 `)).toEqual({
      ok: true,
      code: { gtin: GTIN, expiry: "2027-03-31", batch: "AB1234", serial: null },
    });
  });

  it("reads a day of 00 as the last day of the month", () => {
    expect(parsePackCode(`01${GTIN}17280200${GS}10B1`)).toMatchObject({ ok: true, code: { expiry: "2028-02-29" } });
  });

  it("passes over the national reimbursement number (710) a pack may carry", () => {
    expect(parsePackCode(`01${GTIN}17270331${GS}710123456789${GS}10AB1234${GS}21S1`)).toMatchObject({
      ok: true,
      code: { batch: "AB1234", serial: "S1" },
    });
  });

  it("asks to type the batch and expiry when the code lacks one of the three", () => {
    expect(parsePackCode(`01${GTIN}10AB1234`)).toEqual({ ok: false, message: PACK_CODE_INCOMPLETE });
    expect(parsePackCode(`(01)${GTIN}(17)270331`)).toEqual({ ok: false, message: PACK_CODE_INCOMPLETE });
  });

  it("refuses a scan whose last batch or serial may hold fields a dropped separator ran into it (issue 29)", () => {
    // Batch ABC and serial SER123, the separator dropped: never batch ABC21SER123.
    for (const scan of [
      `01${GTIN}1727033110ABC21SER123`,
      `]d201${GTIN}1727033110ABC21SER123`,
      // A serial first, then the batch, then the expiry, all run together.
      `01${GTIN}21SER12310ABC17270331`,
    ])
      expect(parsePackCode(scan), scan).toEqual({ ok: false, message: PACK_CODE_NO_SEPARATOR });
    // With the separators sent, the same characters are one batch: the scanner says where fields end.
    expect(parsePackCode(`01${GTIN}21SER${GS}1727033110ABC21SER123`)).toMatchObject({
      ok: true,
      code: { batch: "ABC21SER123", serial: "SER" },
    });
    // A last value whose tails read as no new field is read as it is.
    expect(parsePackCode(`01${GTIN}1727033110L1721`)).toMatchObject({ ok: true, code: { batch: "L1721" } });
    // The human-readable form says where each field ends.
    expect(parsePackCode(`(01)${GTIN}(17)270331(10)ABC21SER123`)).toMatchObject({
      ok: true,
      code: { batch: "ABC21SER123" },
    });
  });

  it("refuses what is not a pack's code", () => {
    for (const scan of [
      "",
      "AB1234",
      "https://example.com/01/09506000134352",
      // A wrong check digit: a misread.
      `01${GTIN.slice(0, 13)}11727033110AB1234`,
      // A month 13, and a 31st of April.
      `01${GTIN}17271331${GS}10AB1234`,
      `01${GTIN}17270431${GS}10AB1234`,
      // A GTIN cut short.
      "01095060001343",
      // A batch longer than the 20 characters AI 10 allows.
      `01${GTIN}17270331${GS}10${"A".repeat(21)}`,
      // An identifier named twice, and an unknown one.
      `01${GTIN}01${GTIN}17270331${GS}10AB`,
      `(01)${GTIN}(99)X(17)270331(10)AB`,
      `junk(01)${GTIN}(17)270331(10)AB`,
    ]) {
      expect(parsePackCode(scan), scan).toEqual({ ok: false, message: PACK_CODE_UNREADABLE });
    }
  });
});

describe("normalizeGtin", () => {
  it("takes a GTIN-13 or GTIN-14 as typed from the box, as its 14 digits", () => {
    expect(normalizeGtin("5012345678900")).toBe(UK_GTIN);
    expect(normalizeGtin(" 0950 6000 1343 52 ")).toBe(GTIN);
  });

  it("refuses a wrong check digit or length", () => {
    expect(normalizeGtin("5012345678901")).toBeNull();
    expect(normalizeGtin("123")).toBeNull();
    expect(normalizeGtin("ABCDEFGHIJKLM")).toBeNull();
  });
});

describe("gs1Date and hasValidCheckDigit", () => {
  it("reads YYMMDD dates", () => {
    expect(gs1Date("261231")).toBe("2026-12-31");
    expect(gs1Date("270200")).toBe("2027-02-28");
    expect(gs1Date("270230")).toBeNull();
  });

  it("checks the GS1 check digit", () => {
    expect(hasValidCheckDigit(GTIN)).toBe(true);
    expect(hasValidCheckDigit("09506000134353")).toBe(false);
  });
});
