import { describe, expect, it } from "vitest";
import { hasControlChars, isOneLine, isPlainText } from "./text";

describe("the control-character rule", () => {
  it("finds every C0 control character and DEL, and nothing else", () => {
    for (let code = 0; code < 0x20; code++)
      expect(hasControlChars(`a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    expect(hasControlChars("a\u007fb")).toBe(true);
    for (const text of ["", "Ada Lovelace", "O'Brien-Smith", "é ✓ 𝔘 \u00a0 \u2028 \u202e", "07700 900123"])
      expect(hasControlChars(text), text).toBe(false);
  });

  it("lets tabs and line breaks through multi-line text only", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(isOneLine(text), JSON.stringify(text)).toBe(false);
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["a\u0000b", "a\u000bb", "a\u000cb", "a\u001bb", "a\u007fb"])
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });
});
