/**
 * Migration 0008 (decision 079): the append-only tables let a DELETE through only inside a
 * transaction that names, as the patient being erased, the patient the row belongs to, and only
 * when that patient is restricted (archived with a completed deletion request). Everything else
 * stays refused: any UPDATE, any TRUNCATE, staff's audit rows, other patients' rows.
 */
import { type SQL, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientWithRecords, restrict } from "../../../tests/support/restricted-patient";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { eraseExpiredRecordsJob } from "../jobs/erase-expired-records";
import { runJobs } from "../jobs/scheduler";
import { queryRows } from "./client";
import { patients } from "./schema";

let t: TestApp;
let restricted: Awaited<ReturnType<typeof patientWithRecords>>;
let visible: Awaited<ReturnType<typeof patientWithRecords>>;
let archived: Awaited<ReturnType<typeof patientWithRecords>>;
// Recent records: no retention period of theirs ends in these tests.
const at = new Date("2026-01-10T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  restricted = await patientWithRecords(t.db, at);
  await restrict(t.db, await t.employee(), restricted.patient);
  visible = await patientWithRecords(t.db, at);
  archived = await patientWithRecords(t.db, at);
  await t.db
    .update(patients)
    .set({ archived_at: at, archived_by: "admin@test.local" })
    .where(eq(patients.patient_id, archived.patient.patient_id));
});
afterAll(() => t?.close());

class Undo extends Error {
  constructor(readonly outcome: string) {
    super("undo");
  }
}

/**
 * Runs `statement` (and `more`, in order) in a transaction that sets app.retention_erasure to
 * `named` (when given), then undoes it: answers "allowed" or the database's first refusal.
 */
function attempt(named: string | number | null, statement: SQL, ...more: SQL[]): Promise<string> {
  return t.db
    .transaction(async (tx) => {
      if (named !== null) await tx.execute(sql`SELECT set_config('app.retention_erasure', ${String(named)}, true)`);
      const outcome = await [statement, ...more]
        .reduce<Promise<unknown>>((done, next) => done.then(() => tx.execute(next)), Promise.resolve())
        .then(
          () => "allowed",
          (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
        );
      throw new Undo(outcome);
    })
    .then(
      () => "committed",
      (e: unknown) => {
        if (e instanceof Undo) return e.outcome;
        throw e;
      },
    );
}

const eventsOf = (p: typeof restricted) => sql`FROM order_events WHERE order_id = ${p.order.order_id}`;
const ofRestricted = () => restricted.patient.patient_id;

describe("the append-only tables and the retention erasure", () => {
  it("refuse every DELETE and UPDATE when no erasure is named, as before", async () => {
    expect(await attempt(null, sql`DELETE ${eventsOf(restricted)}`)).toBe(
      "order_events is append-only: DELETE refused",
    );
    expect(
      await attempt(null, sql`UPDATE order_events SET note = 'changed' WHERE order_id = ${restricted.order.order_id}`),
    ).toBe("order_events is append-only: UPDATE refused");
    expect(await attempt(null, sql`DELETE FROM pom_register WHERE order_id = ${restricted.order.order_id}`)).toBe(
      "pom_register is append-only: DELETE refused",
    );
    expect(await attempt(null, sql`DELETE FROM patient_files WHERE patient_id = ${ofRestricted()}`)).toBe(
      "patient_files: only the erasure of a file's content is allowed",
    );
    expect(await attempt("on", sql`DELETE ${eventsOf(restricted)}`)).toBe(
      "order_events is append-only: DELETE refused",
    );
  });

  it("let the erasure delete the named restricted patient's rows, and nothing else", async () => {
    const named = ofRestricted();
    // The erasure's own path: allowed (then undone).
    expect(await attempt(named, sql`DELETE ${eventsOf(restricted)}`)).toBe("allowed");
    // A decision is the patient's through its consultation; its prescription (with its signature,
    // the patient's through the prescription) and the dispensing's clinical check that names it go first,
    // with the register entry naming the accuracy check and the entry's note (decision 125).
    const decision = sql`DELETE FROM prescribing_decisions WHERE consultation_id = ${restricted.consultation.consultation_id}`;
    const steps = sql`DELETE FROM dispensing_steps WHERE order_id = ${restricted.order.order_id}`;
    const register = sql`DELETE FROM pom_register WHERE order_id = ${restricted.order.order_id}`;
    const notes = sql`DELETE FROM pom_register_notes WHERE order_id = ${restricted.order.order_id}`;
    const signatures = sql`DELETE FROM prescription_signatures WHERE prescription_id IN (SELECT prescription_id FROM prescriptions WHERE patient_id = ${named})`;
    expect(
      await attempt(
        named,
        signatures,
        sql`WITH n AS (${notes}), r AS (${register}), s AS (${steps}), x AS (DELETE FROM prescriptions WHERE patient_id = ${named}) ${decision}`,
      ),
    ).toBe("allowed");
    expect(await attempt(named, sql`DELETE FROM patient_files WHERE patient_id = ${named}`)).toBe("allowed");
    expect(
      await attempt(
        named,
        sql`DELETE FROM audit_log WHERE action = 'patient.export' AND target_type = 'patient' AND target_id = ${String(named)}`,
      ),
    ).toBe("allowed");

    // Never an UPDATE or a TRUNCATE, never staff's audit rows, never another patient's rows.
    expect(
      await attempt(named, sql`UPDATE order_events SET note = 'changed' WHERE order_id = ${restricted.order.order_id}`),
    ).toBe("order_events is append-only: UPDATE refused");
    expect(
      await attempt(named, sql`UPDATE patient_files SET file_name = 'other.pdf' WHERE patient_id = ${named}`),
    ).toBe("patient_files: only the erasure of a file's content is allowed");
    expect(await attempt(named, sql`TRUNCATE order_events`)).toBe("order_events is append-only: TRUNCATE refused");
    expect(
      await attempt(named, sql`DELETE FROM audit_log WHERE action = 'patient.view' AND target_id = ${String(named)}`),
    ).toBe("audit_log is append-only: DELETE refused");
    expect(await attempt(named, sql`DELETE ${eventsOf(visible)}`)).toBe("order_events is append-only: DELETE refused");
    expect(await attempt(named, sql`DELETE FROM measurements WHERE patient_id = ${visible.patient.patient_id}`)).toBe(
      "measurements is append-only: DELETE refused",
    );
  });

  it("refuse an erasure that names a patient who is not restricted", async () => {
    for (const p of [visible, archived]) {
      expect(await attempt(p.patient.patient_id, sql`DELETE ${eventsOf(p)}`), `patient ${p.patient.patient_id}`).toBe(
        "order_events is append-only: DELETE refused",
      );
      expect(
        await attempt(p.patient.patient_id, sql`DELETE FROM patient_files WHERE patient_id = ${p.patient.patient_id}`),
      ).toBe("patient_files: only the erasure of a file's content is allowed");
    }
  });

  it("are closed again once the job has erased someone: the setting does not outlast the patient's erasure", async () => {
    const due = await patientWithRecords(t.db, new Date("2010-01-10T10:00:00Z"));
    await restrict(t.db, await t.employee(), due.patient);
    let after: string | null = "not read";
    const probe = {
      name: "probe",
      async run({ tx }: Parameters<typeof eraseExpiredRecordsJob.run>[0]) {
        const [row] = await queryRows<{ named: string | null }>(
          tx,
          sql`SELECT current_setting('app.retention_erasure', true) AS named`,
        );
        after = row?.named ?? null;
        return 0;
      },
    };
    const run = await runJobs(t.db, {
      now: new Date("2026-01-10T10:00:00Z"),
      appUrl: "http://localhost:3000",
      jobs: [eraseExpiredRecordsJob, probe],
    });
    expect(run).toEqual({ ran: true, results: { "erase-expired-records": 1, probe: 0 } });
    expect(after ?? "").toBe("");
    expect(await attempt(null, sql`DELETE ${eventsOf(restricted)}`)).toBe(
      "order_events is append-only: DELETE refused",
    );
  });
});
