/**
 * The records of a run as SQL, for the invariants (invariants.ts, stock-invariants.ts): what a
 * run made, and its patients' register entries, order events and dispensing steps.
 */
import { HANDED_OVER_STATES, stateIds } from "@/shared/domain/orders/order-lifecycle";

/** The states a hand-over moves an order to, as `IN (...)` ids. */
export const HANDED_OVER = stateIds(HANDED_OVER_STATES).join(", ");

/**
 * The records a run made: its patients, its e-mails (ids from `emailFrom`), its RP log entries
 * (from `rpLogFrom`), and the first ids of its recalls, excursions, dispensing steps and stock
 * movements. Within a run the clock only moves on; every run starts again from the same moment,
 * so a time is compared only with the same run's times, and an earlier run's record is before.
 */
export interface Scope {
  patientIds: number[];
  emailFrom: number;
  rpLogFrom: number;
  recallFrom: number;
  excursionFrom: number;
  stepFrom: number;
  movementFrom: number;
}

/** `IN (...)` of the run's patients (never empty, so the SQL stays valid before the first sign-up). */
export const PATIENTS = (s: Scope) => `(${[0, ...s.patientIds].join(", ")})`;

export interface Check {
  name: string;
  /** One row per breach, its `problem` a sentence naming the record. */
  sql: (s: Scope) => string;
}

/** The register entries of the run's patients, as `r`. */
export const REGISTER = (s: Scope) =>
  `(SELECT x.* FROM pom_register x JOIN orders xo ON xo.order_id = x.order_id WHERE xo.patient_id IN ${PATIENTS(s)}) r`;
export const EVENTS = (s: Scope) =>
  `(SELECT x.* FROM order_events x JOIN orders xo ON xo.order_id = x.order_id WHERE xo.patient_id IN ${PATIENTS(s)}) e`;
/** The run's patients' dispensing steps of one kind, as `c`. */
export const STEPS = (s: Scope, step: string) =>
  `(SELECT x.* FROM dispensing_steps x JOIN orders xo ON xo.order_id = x.order_id
    WHERE x.step = '${step}' AND xo.patient_id IN ${PATIENTS(s)}) c`;
