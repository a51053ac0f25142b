import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes every cell and doubles quotes, so commas and line breaks stay in their cell", () => {
    expect(csvCell('Flat 2, "The Old Mill"\nMill Lane')).toBe('"Flat 2, ""The Old Mill""\nMill Lane"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it("makes a cell that starts like a formula plain text", () => {
    for (const value of ['=HYPERLINK("http://x")', "+44 1632", "-1+1", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(value).startsWith(`"'`), value).toBe(true);
    }
    expect(csvCell("Smith-Jones")).toBe('"Smith-Jones"');
  });

  it("ends every row with CRLF, the header first", () => {
    expect(toCsv(["A", "B"], [[1, "x"]])).toBe('"A","B"\r\n"1","x"\r\n');
  });
});
