import { describe, expect, it } from "vitest";
import { detectEvidenceType, safeFileName } from "./evidence-files";

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 1, 2, 3]);

describe("detectEvidenceType", () => {
  it("reads JPEG, PNG and PDF from their first bytes", () => {
    expect(detectEvidenceType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectEvidenceType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(detectEvidenceType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(detectEvidenceType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectEvidenceType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(detectEvidenceType(new TextEncoder().encode("%PDF"))).toBeNull();
    expect(detectEvidenceType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectEvidenceType(new Uint8Array())).toBeNull();
  });
});

describe("safeFileName", () => {
  it("keeps a plain name and gives it the extension of its real type", () => {
    expect(safeFileName("passport scan.jpeg", "image/jpeg")).toBe("passport scan.jpg");
    expect(safeFileName("letter.png", "application/pdf")).toBe("letter.pdf");
  });

  it("leaves nothing a header or a disk could misread", () => {
    expect(safeFileName('a"; filename=evil.html\r\n.pdf', "application/pdf")).toBe("a_ filename_evil.html_.pdf");
    expect(safeFileName("../../etc/passwd", "image/png")).toBe("etc_passwd.png");
    expect(safeFileName("Zoë’s ID.jpg", "image/jpeg")).toBe("Zoe_s ID.jpg");
    expect(safeFileName("", "image/png")).toBe("evidence.png");
    expect(safeFileName("x".repeat(300), "image/png")).toHaveLength(100);
  });
});
