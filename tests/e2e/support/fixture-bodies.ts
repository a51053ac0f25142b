/**
 * What the journeys' fixture routes under /e2e (./supplied-patient.ts, ./treated-patient.ts) are
 * sent and answer, as schemas: the routes validate what they are sent with them, and the
 * journeys check what they read against them (./untyped-routes.ts). Only zod here: the server's
 * build compiles this file with the fixtures, and the journeys import it without the server's code.
 */
import { z } from "zod";

const days = z.number().int();
const mg = z.number().positive();
const kg = z.number().positive();

/** POST /e2e/patients/supplied: the account's e-mail, how many days before the clock its pen was supplied, and its dose (5 mg by default). */
export const suppliedPatientBody = z.object({ email: z.string(), daysAgo: days, mg: mg.optional() });

/** Its answer: the order of the supplied pen, the new patient and the server's day. */
export const suppliedPatientAnswer = z.object({
  orderId: z.number().int(),
  patientId: z.number().int(),
  today: z.iso.date(),
});

/** POST /e2e/patients/treated: a patient weeks into treatment (issue 23). */
export const treatedPatientBody = z.object({
  email: z.string(),
  /** The first pen: days before the clock and its dose. */
  first: z.object({ daysAgo: days, mg }),
  /** Measured by the pharmacy on a live video the day after the first pen. */
  measuredKg: kg,
  /** Each check-in and the pen supplied after it, oldest first. */
  checkins: z.array(z.object({ daysAgo: days, kg, mg })),
});

/** Its answer: the new patient and the server's day. */
export const treatedPatientAnswer = z.object({ patientId: z.number().int(), today: z.iso.date() });
