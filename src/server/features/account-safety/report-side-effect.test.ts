import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sideEffectReports } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import {
  PREGNANCY_MESSAGE,
  REVIEW_FIRST_MESSAGE,
  URGENT_HELP_MESSAGE,
  YELLOW_CARD_URL,
} from "@/shared/domain/clinical/side-effects";
import { NOTHING_REPORTED } from "@/shared/schemas/treatment/side-effects";
import { mailTo, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";
import type { SideEffectReportInput } from "@/shared/schemas/treatment/side-effects";

const NOW = new Date("2026-11-24T09:00:00Z");
const STAFF_ADDRESS = "hello@villagepharmacy.example";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

const alerts = async () =>
  (
    (await t.db.execute(
      sql`SELECT type, subject, text, html FROM email_outbox WHERE to_address = ${STAFF_ADDRESS} AND type = 'urgent_alert' ORDER BY id`,
    )) as unknown as {
      rows: Array<{ type: string; subject: string; text: string; html: string }>;
    }
  ).rows;

describe("POST /api/account/side-effects", () => {
  it("stores a report without a red flag, answers with the Yellow Card link and no advice, and alerts no one", async () => {
    const patient = await signedInPatient(t);
    const res = await patient.post("/api/account/side-effects", {
      symptoms: { nausea: "moderate", constipation: "mild" },
      redFlags: [],
      details: "Worse after the injection day.",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      reportId: expect.any(Number),
      redFlag: false,
      advice: null,
      onHold: null,
      yellowCardUrl: YELLOW_CARD_URL,
    });
    const [row] = await t.db
      .select()
      .from(sideEffectReports)
      .where(eq(sideEffectReports.patient_id, patient.patient.patient_id));
    expect(row).toMatchObject({
      is_red_flag: false,
      red_flags: [],
      details: "Worse after the injection day.",
      created_at: NOW,
      handled_at: null,
    });
    // Every listed side effect is stored; those not answered as none.
    expect(row!.symptoms).toMatchObject({
      nausea: "moderate",
      constipation: "mild",
      vomiting: "none",
      hair_loss: "none",
    });
    expect(await alerts()).toHaveLength(0);
  });

  it("answers a red flag at once with the urgent advice, and sends one urgent alert with no health detail", async () => {
    const patient = await signedInPatient(t);
    const res = await patient.post("/api/account/side-effects", {
      symptoms: { stomach_pain: "severe" },
      redFlags: ["severe_stomach_pain", "cannot_keep_fluids_down"],
      details: "Pain going through to my back since last night.",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      reportId: expect.any(Number),
      redFlag: true,
      advice: URGENT_HELP_MESSAGE,
      onHold: REVIEW_FIRST_MESSAGE,
      yellowCardUrl: YELLOW_CARD_URL,
    });
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Urgent: a patient report needs a prescriber's review");
    expect(sent[0]!.text).toContain(`Patient number ${patient.patient.patient_id} `);
    expect(sent[0]!.text).toContain(
      `Open in the back office: http://localhost:3000/admin/patients/${patient.patient.patient_id}`,
    );
    for (const part of [sent[0]!.subject, sent[0]!.text, sent[0]!.html]) {
      for (const detail of ["stomach", "Stomach", "fluids", "back since", "Grace", "Hopper", patient.email])
        expect(part).not.toContain(detail);
    }
    // Nothing is e-mailed to the patient about it.
    expect(await mailTo(t.db, patient.email)).toHaveLength(0);
  });

  it("tells a patient who may be pregnant to stop and contact their GP", async () => {
    const patient = await signedInPatient(t);
    const report = (json: SideEffectReportInput) => patient.api.account["side-effects"].$post({ json });
    const res = await report({ redFlags: ["pregnancy"] });
    expect((await res.json()).advice).toBe(PREGNANCY_MESSAGE);
    const both = await report({ redFlags: ["pregnancy", "yellow_skin_or_eyes"] });
    expect((await both.json()).advice).toBe(URGENT_HELP_MESSAGE);
  });

  it("refuses an empty report, unknown answers and details over 2000 characters", async () => {
    const patient = await signedInPatient(t);
    const cases: Array<[unknown, string, string]> = [
      [{}, "symptoms", NOTHING_REPORTED],
      [{ symptoms: { nausea: "none" }, redFlags: [] }, "symptoms", NOTHING_REPORTED],
      [{ symptoms: { nausea: "unbearable" } }, "symptoms.nausea", "Choose none, mild, moderate or severe"],
      [{ symptoms: { headache: "mild" } }, "symptoms", `Unrecognized key: "headache"`],
      [{ redFlags: ["dizzy"] }, "redFlags.0", "Unknown warning sign"],
      [{ redFlags: ["pregnancy", "pregnancy"] }, "redFlags", "Each warning sign only once"],
      [
        { symptoms: { nausea: "mild" }, details: "x".repeat(2001) },
        "details",
        "Details must be at most 2000 characters",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await patient.post("/api/account/side-effects", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await errorBody(res)).fields?.[field], JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    expect(
      await t.db.select().from(sideEffectReports).where(eq(sideEffectReports.patient_id, patient.patient.patient_id)),
    ).toHaveLength(0);
  });

  it("answers 404 to an account without a patient record, and refuses an 11th report within the hour", async () => {
    expect((await (await t.patient()).post("/api/account/side-effects", { symptoms: { nausea: "mild" } })).status).toBe(
      404,
    );
    const patient = await signedInPatient(t);
    for (let i = 0; i < 10; i++)
      expect((await patient.post("/api/account/side-effects", { symptoms: { nausea: "mild" } })).status).toBe(201);
    const res = await patient.post("/api/account/side-effects", { symptoms: { nausea: "mild" } });
    expect(res.status).toBe(429);
  });
});
