/**
 * Decision 079: a patient restricted after a deletion request is erased whole the day after
 * their last retention period ends, by the scheduled job; no one else is ever touched, and the
 * database lets nothing else remove or change an append-only row.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientWithRecords, restrict } from "../../../tests/support/restricted-patient";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { insertPatientWithAccount, insertOrderInState } from "../../../tests/support/order-fixtures";
import { queryRows } from "../db/client";
import { auditLog, deletionRequests, orders, patients } from "../db/schema";
import { ERASURES_PER_RUN, eraseExpiredRecordsJob } from "./erase-expired-records";
import { runJobs } from "./scheduler";
import { DAY_MS } from "@/shared/domain/dates";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

const run = async (now: Date, jobs?: Parameters<typeof runJobs>[1]["jobs"]) => {
  const result = await runJobs(t.db, { now, appUrl: "http://localhost:3000", jobs });
  expect(result.ran).toBe(true);
  return result.results["erase-expired-records"];
};
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.db, query))[0]!.n;

/**
 * How many rows of every table that can hold something about the patient still do: every
 * table with a patient_id, else an order_id, else a consultation_id column, so a table added
 * later is checked without being named here.
 */
async function rowsHeldAbout(patientId: number, orderIds: number[], consultationIds: number[]) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name IN ('patient_id', 'order_id', 'consultation_id') ORDER BY table_name`,
  );
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const held: Record<string, number> = {};
  for (const table of new Set(columns.map((c) => c.table_name))) {
    const has = (column: string) => columns.some((c) => c.table_name === table && c.column_name === column);
    const where = has("patient_id")
      ? sql`patient_id = ${patientId}`
      : has("order_id")
        ? sql`order_id IN (${list(orderIds)})`
        : sql`consultation_id IN (${list(consultationIds)})`;
    held[table] = await count(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`);
  }
  return held;
}

describe("erasing a restricted record when its retention ends", () => {
  // The last treatment: 15 June 2019 (British Summer Time). Kept through 15 June 2027.
  const at = new Date("2019-06-15T10:00:00Z");
  const lastDayKept = new Date("2027-06-15T22:59:00Z");
  const nextDay = new Date("2027-06-15T23:00:00Z");

  it("erases everything held about the patient the day after, keeps one whose last treatment was a day later, and writes one audit row", async () => {
    const gone = await patientWithRecords(t.db, at);
    const request = await restrict(t.db, staff, gone.patient);
    const later = await patientWithRecords(t.db, new Date(at.getTime() + DAY_MS));
    await restrict(t.db, staff, later.patient);
    const before = await rowsHeldAbout(
      gone.patient.patient_id,
      [gone.order.order_id],
      [gone.consultation.consultation_id],
    );
    expect(
      Object.values(before).every((n) => n > 0),
      JSON.stringify(before),
    ).toBe(true);

    expect(await run(lastDayKept)).toBe(0);
    expect(
      await rowsHeldAbout(gone.patient.patient_id, [gone.order.order_id], [gone.consultation.consultation_id]),
    ).toEqual(before);

    expect(await run(nextDay)).toBe(1);
    const after = await rowsHeldAbout(
      gone.patient.patient_id,
      [gone.order.order_id],
      [gone.consultation.consultation_id],
    );
    // Kept by design: the stock ledger counts packs, and names the order by a number that now leads
    // nowhere; its rows are append-only, and deleting them would change the stock (decision 124).
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([["stock_movements", 2]]);
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining([
        "patients",
        "order_line",
        "order_events",
        "payments",
        "pom_register",
        "prescribing_decisions",
        "deletion_requests",
      ]),
    );
    // The e-mails about them: the answer to their request, the staff's notice, the message's notice.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM email_outbox WHERE dedupe_key IN (${`account-deleted:${request.request_id}`}, ${`order-staff:${gone.order.order_id}:pharmacy@test.local`}) OR dedupe_key LIKE 'message-waiting:%' AND to_address = ${gone.patient.email}`,
      ),
    ).toBe(0);

    // Another patient's e-mails stay: the key names their order, not this one's.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM email_outbox WHERE dedupe_key = ${`order-staff:${later.order.order_id}:pharmacy@test.local`}`,
      ),
    ).toBe(1);

    // One row says what happened, naming the id only; staff's rows stay, the patient's own go.
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "patient.erase"));
    expect(audit.map((a) => ({ ...a, audit_id: 0, created_at: null }))).toEqual([
      {
        audit_id: 0,
        created_at: null,
        actor_user_id: null,
        actor_email: null,
        action: "patient.erase",
        target_type: "patient",
        target_id: String(gone.patient.patient_id),
        changed_fields: ["retention_ended"],
      },
    ]);
    const about = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_type, "patient"), eq(auditLog.target_id, String(gone.patient.patient_id))));
    expect(about.map((a) => a.action).sort()).toEqual(["patient.erase", "patient.view"]);
    expect(await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE actor_email = ${gone.patient.email}`)).toBe(
      0,
    );
    const aboutRequest = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_type, "deletion_request"), eq(auditLog.target_id, String(request.request_id))));
    expect(aboutRequest.map((a) => a.action)).toEqual(["deletion_request.complete"]);

    // The patient a day later is all there, and goes the next day; a rerun finds nothing.
    const kept = await rowsHeldAbout(
      later.patient.patient_id,
      [later.order.order_id],
      [later.consultation.consultation_id],
    );
    expect(
      Object.values(kept).every((n) => n > 0),
      JSON.stringify(kept),
    ).toBe(true);
    expect(await run(new Date(nextDay.getTime() + DAY_MS))).toBe(1);
    expect(await run(new Date(nextDay.getTime() + 2 * DAY_MS))).toBe(0);
    expect(await t.db.select().from(patients).where(eq(patients.patient_id, later.patient.patient_id))).toEqual([]);
  });

  it("never touches a visible patient, one archived by staff, or one whose deletion request is still open", async () => {
    const far = new Date("2040-01-01T00:00:00Z");
    await run(far); // whatever earlier tests left due
    const visible = await patientWithRecords(t.db, at);
    const archived = await patientWithRecords(t.db, at);
    await t.db
      .update(patients)
      .set({ archived_at: at, archived_by: "admin@test.local" })
      .where(eq(patients.patient_id, archived.patient.patient_id));
    const asked = await patientWithRecords(t.db, at);
    await t.db.insert(deletionRequests).values({
      user_id: asked.patient.user_id,
      patient_id: asked.patient.patient_id,
      email: asked.patient.email!,
      requested_at: at,
    });
    await t.db
      .update(patients)
      .set({ archived_at: at, archived_by: "admin@test.local" })
      .where(eq(patients.patient_id, asked.patient.patient_id));
    const held = await Promise.all(
      [visible, archived, asked].map((p) =>
        rowsHeldAbout(p.patient.patient_id, [p.order.order_id], [p.consultation.consultation_id]),
      ),
    );

    expect(await run(far)).toBe(0);
    expect(
      await Promise.all(
        [visible, archived, asked].map((p) =>
          rowsHeldAbout(p.patient.patient_id, [p.order.order_id], [p.consultation.consultation_id]),
        ),
      ),
    ).toEqual(held);
  });

  it(`erases at most ${ERASURES_PER_RUN} patients a run, the rest on the next`, async () => {
    const far = new Date("2045-01-01T00:00:00Z");
    await run(far); // whatever earlier tests left due
    const ids: number[] = [];
    for (let i = 0; i <= ERASURES_PER_RUN; i++) {
      const patient = await insertPatientWithAccount(t.db);
      await insertOrderInState(t.db, patient.patient_id, "rejected", { at });
      await t.db.update(orders).set({ created_at: at }).where(eq(orders.patient_id, patient.patient_id));
      await t.db.insert(deletionRequests).values({
        patient_id: patient.patient_id,
        email: patient.email!,
        requested_at: at,
        status: "completed",
        handled_at: at,
        handled_by: "admin@test.local",
      });
      await t.db
        .update(patients)
        .set({ archived_at: at, user_id: null })
        .where(eq(patients.patient_id, patient.patient_id));
      ids.push(patient.patient_id);
    }
    const left = async () =>
      count(
        sql`SELECT count(*)::int AS n FROM patients WHERE patient_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(await run(far, [eraseExpiredRecordsJob])).toBe(ERASURES_PER_RUN);
    expect(await left()).toBe(1);
    expect(await run(far, [eraseExpiredRecordsJob])).toBe(1);
    expect(await left()).toBe(0);
  });
});
