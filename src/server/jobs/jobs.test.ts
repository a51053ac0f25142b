/**
 * The scheduler and the erasure of identity and body images 90 days after verification
 * (decision 066): the content goes, the row and the record of the check stay.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicBody } from "../../../tests/support/patient-bodies";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { employees, identityChecks, patientFiles, patients, user } from "../db/schema";
import { runJobs } from "./scheduler";
import { DAY_MS } from "@/shared/domain/dates";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the scheduled erasure of evidence images", () => {
  it("erases an identity image's content 90 days after the identity was verified, keeps the rows and other files", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basicBody({ email: p.email }));
    const [row] = await t.db
      .select({ id: patients.patient_id })
      .from(patients)
      .innerJoin(user, eq(user.id, patients.user_id))
      .where(eq(user.email, p.email));
    const patientId = row!.id;
    const [staff] = await t.db.select({ id: employees.employee_id }).from(employees).limit(1);
    const verifiedAt = new Date("2026-01-10T10:00:00Z");
    const file = (kind: string) => ({
      patient_id: patientId,
      kind,
      file_name: `${kind}.jpg`,
      content_type: "image/jpeg",
      size_bytes: 3,
      sha256: "a".repeat(64),
      data: Buffer.from([1, 2, 3]),
      uploaded_by_employee_id: staff!.id,
      uploaded_by_name: "Staff",
      created_at: new Date(verifiedAt.getTime() - DAY_MS),
    });
    const [identity] = await t.db.insert(patientFiles).values(file("identity")).returning();
    const [gpRecord] = await t.db.insert(patientFiles).values(file("gp_record")).returning();
    await t.db.insert(identityChecks).values({
      patient_id: patientId,
      method: "live_video_document",
      name_matches: true,
      dob_matches: true,
      outcome: "verified",
      recorded_by_employee_id: staff!.id,
      recorded_by_name: "Staff",
      created_at: verifiedAt,
    });
    const run = async (days: number) =>
      (await runJobs(t.db, { now: new Date(verifiedAt.getTime() + days * DAY_MS), appUrl: "http://localhost:3000" }))
        .ran;
    const contentOf = async (id: number) =>
      (await t.db.select().from(patientFiles).where(eq(patientFiles.file_id, id)))[0]!;

    expect(await run(89)).toBe(true);
    expect((await contentOf(identity!.file_id)).data).not.toBeNull();

    expect(await run(91)).toBe(true);
    const erased = await contentOf(identity!.file_id);
    expect(erased.data).toBeNull();
    expect(erased.erased_at).toBeInstanceOf(Date);
    expect(erased.sha256).toBe("a".repeat(64));
    expect((await contentOf(gpRecord!.file_id)).data).not.toBeNull();
    expect(await t.db.select().from(identityChecks).where(eq(identityChecks.patient_id, patientId))).toHaveLength(1);

    // Run again: nothing more to do, nothing fails.
    expect(await run(92)).toBe(true);
    const { rows } = (await t.db.execute(
      sql`SELECT count(*)::int AS count FROM patient_files WHERE erased_at IS NOT NULL`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(rows[0]!.count).toBe(1);
  });

  it("runs on one instance at a time", async () => {
    if (t.deps.database.kind !== "postgres") return;
    const slow = { name: "slow", run: () => new Promise<number>((r) => setTimeout(() => r(0), 500)) };
    const both = await Promise.all(
      [0, 1].map(() => runJobs(t.db, { now: new Date(), appUrl: "http://localhost:3000", jobs: [slow] })),
    );
    expect(both.map((run) => run.ran).sort()).toEqual([false, true]);
  });
});
