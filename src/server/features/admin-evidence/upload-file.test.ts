import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, patientFiles, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { insertPatientWithAccount, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

const MB = 1024 * 1024;
/** `size` bytes starting with `head`. */
const bytes = (head: number[] | string, size = 2048) => {
  const out = new Uint8Array(size).fill(0x41);
  out.set(typeof head === "string" ? new TextEncoder().encode(head) : head);
  return out;
};
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const upload = (
  patientId: number,
  content: Uint8Array,
  query = "kind=identity&fileName=passport.jpg",
  client = staff,
) =>
  client.request("POST", `/api/admin/patients/${patientId}/files?${query}`, content, { "content-type": "image/jpeg" });
const filesOf = (patientId: number) => t.db.select().from(patientFiles).where(eq(patientFiles.patient_id, patientId));

describe("POST /api/admin/patients/:id/files (decision 077)", () => {
  it("keeps a JPEG sent by any employee, with its checksum, and audits the upload", async () => {
    const p = await insertPatientWithAccount(t.db);
    const content = bytes(JPEG, 300 * 1024);
    const res = await upload(p.patient_id, content);
    expect(res.status, await res.clone().text()).toBe(200);
    const sha256 = createHash("sha256").update(content).digest("hex");
    expect(await res.json()).toMatchObject({
      file: {
        kind: "identity",
        kindLabel: "Identity document",
        fileName: "passport.jpg",
        contentType: "image/jpeg",
        sizeBytes: 300 * 1024,
        sha256,
        uploadedBy: "Sam Staff",
        erasedAt: null,
      },
    });
    const [row] = await filesOf(p.patient_id);
    expect(Buffer.compare(row!.data!, Buffer.from(content))).toBe(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "file.upload"), eq(auditLog.target_id, String(p.patient_id))));
    expect(audit).toMatchObject({ target_type: "patient", changed_fields: ["patient_files"] });
  });

  it("reads the type from the content, not the name or the browser's word, and cleans the name", async () => {
    const p = await insertPatientWithAccount(t.db);
    const pdf = await upload(
      p.patient_id,
      bytes("%PDF-1.7\n"),
      "kind=gp_record&fileName=" + encodeURIComponent('../GP "summary".png'),
    );
    expect(await pdf.json()).toMatchObject({
      file: { kind: "gp_record", contentType: "application/pdf", fileName: "GP _summary_.pdf" },
    });
    const png = await upload(p.patient_id, bytes(PNG), "kind=body&fileName=front.png");
    expect(await png.json()).toMatchObject({ file: { contentType: "image/png" } });
  });

  it("refuses anything but JPEG, PNG or PDF with 415, whatever it is called", async () => {
    const p = await insertPatientWithAccount(t.db);
    for (const content of [
      bytes("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      bytes("GIF89a"),
      bytes("<!doctype html>"),
      bytes([0xff, 0xd8]),
    ]) {
      const res = await upload(p.patient_id, content);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: "Only JPEG, PNG or PDF files", code: "unsupported_media_type" });
    }
    expect(await filesOf(p.patient_id)).toEqual([]);
  });

  it("takes up to 10 MB on this route alone, and answers 413 above it", async () => {
    const p = await insertPatientWithAccount(t.db);
    expect((await upload(p.patient_id, bytes(JPEG, 10 * MB))).status).toBe(200);
    const over = await upload(p.patient_id, bytes(JPEG, 10 * MB + 1));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: "File too large (max 10 MB)", code: "too_large" });
    expect(await filesOf(p.patient_id)).toHaveLength(1);
    // Every other request body stays within 100 KB.
    const contact = await t
      .client()
      .post("/api/contact", { name: "A", email: "a@example.com", message: "x".repeat(200 * 1024) });
    expect(contact.status).toBe(413);
  });

  it("needs a file, its kind and its name", async () => {
    const p = await insertPatientWithAccount(t.db);
    const empty = await upload(p.patient_id, new Uint8Array());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "Choose a file to upload" });
    const noKind = await upload(p.patient_id, bytes(JPEG), "fileName=a.jpg");
    expect(noKind.status).toBe(400);
    expect((await errorBody(noKind)).fields).toEqual({
      kind: "Choose what the file shows",
    });
  });

  it("is for employees only, and not found for an archived patient", async () => {
    const p = await insertPatientWithAccount(t.db);
    expect((await upload(p.patient_id, bytes(JPEG), undefined, await signedInPatient(t))).status).toBe(403);
    expect((await upload(p.patient_id, bytes(JPEG), undefined, t.client())).status).toBe(401);
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, p.patient_id));
    expect((await upload(p.patient_id, bytes(JPEG))).status).toBe(404);
    expect(await filesOf(p.patient_id)).toEqual([]);
  });
});
