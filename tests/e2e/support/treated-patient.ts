/**
 * Test-only: a patient weeks into treatment (issue 23), for the progress journey: a first pen
 * supplied, a measurement by the pharmacy, then a pen after each check-in, all dated before the
 * server's clock so the shared clock is never moved. Mounted only by the journeys' server
 * (./server.ts, ./e2e-main.ts).
 */
import { zValidator } from "@hono/zod-validator";
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { checkins, measurements, products } from "../../../src/server/db/schema";
import type { AppDeps } from "../../../src/server/deps";
import { DAY_MS, isoToday } from "../../../src/shared/domain/dates";
import { mgFromName } from "../../../src/shared/domain/treatment/dose-ladder";
import { NO_SIDE_EFFECTS } from "../../../src/shared/domain/clinical/side-effects";
import { insertDeliveredOrder, insertSuppliedPatient } from "./supplied-patient";
import { type treatedPatientAnswer, treatedPatientBody } from "./fixture-bodies";

export function treatedPatientRoutes(deps: AppDeps) {
  return new Hono().post("/patients/treated", zValidator("json", treatedPatientBody), async (c) => {
    const body = c.req.valid("json");
    const now = deps.now();
    const dayAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const patientId = await deps.database.db.transaction(async (tx) => {
      const first = await insertSuppliedPatient(
        tx,
        { email: body.email, mg: body.first.mg },
        dayAgo(body.first.daysAgo),
        deps.signing,
      );
      const doses = await tx.select().from(products).orderBy(asc(products.product_id));
      const productOf = (mg: number) => doses.find((p) => mgFromName(p.name) === mg)!;
      await tx.insert(measurements).values({
        patient_id: first.patientId,
        method: "live_video",
        weight_kg: body.measuredKg,
        height_cm: 170,
        measured_on: isoToday(dayAgo(body.first.daysAgo - 1)),
        recorded_by_employee_id: first.prescriber.employee_id,
        recorded_by_name: first.prescriber.name ?? "Prescriber",
        created_at: dayAgo(body.first.daysAgo - 1),
      });
      let previous = productOf(body.first.mg);
      for (const checkin of body.checkins) {
        const at = dayAgo(checkin.daysAgo);
        const product = productOf(checkin.mg);
        const orderId = await insertDeliveredOrder(tx, first.patientId, product, at);
        await tx.insert(checkins).values({
          order_id: orderId,
          patient_id: first.patientId,
          weight_kg: checkin.kg,
          weighed_on: isoToday(at),
          injections_taken: 4,
          last_injection_on: isoToday(new Date(at.getTime() - 6 * DAY_MS)),
          side_effects: NO_SIDE_EFFECTS,
          gap_days: 6,
          previous_product_id: previous.product_id,
          requested_product_id: product.product_id,
          created_at: at,
        });
        previous = product;
      }
      return first.patientId;
    });
    const answer: z.input<typeof treatedPatientAnswer> = { patientId, today: isoToday(now) };
    return c.json(answer);
  });
}
