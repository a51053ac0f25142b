/**
 * The evidence on record for a set of patients, in one query each whatever the number of
 * patients (a page of the queue, or the one patient of a consultation): a verified identity
 * check, the latest independent measurement, and other patients who look like the same person.
 */
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { calculateBmi } from "@/shared/domain/clinical/bmi";
import type { DuplicateMatch } from "@/shared/domain/prescribing/consultation-flags";
import { INDEPENDENT_MEASUREMENT_METHODS } from "@/shared/domain/prescribing/consultation-vocabulary";
import { type DbOrTx, queryRows } from "../../db/client";
import { identityChecks, measurements } from "../../db/schema";

/** The patients with a verified identity check. */
export async function verifiedIdentities(db: DbOrTx, patientIds: readonly number[]): Promise<Set<number>> {
  if (patientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ patientId: identityChecks.patient_id })
    .from(identityChecks)
    .where(and(inArray(identityChecks.patient_id, [...patientIds]), eq(identityChecks.outcome, "verified")));
  return new Set(rows.map((r) => r.patientId));
}

export interface IndependentMeasurement {
  measuredOn: string;
  weightKg: number;
  /** Its own BMI, or one computed from the latest independently verified height. */
  bmi: number | null;
}

/** Each patient's latest independent measurement up to `today` (decision 024: a photo or a recorded video never counts). */
export async function latestIndependentMeasurements(
  db: DbOrTx,
  patientIds: readonly number[],
  today: string,
): Promise<Map<number, IndependentMeasurement>> {
  const found = new Map<number, IndependentMeasurement>();
  if (patientIds.length === 0) return found;
  const rows = await db
    .select({
      patientId: measurements.patient_id,
      measuredOn: measurements.measured_on,
      weightKg: measurements.weight_kg,
      heightCm: measurements.height_cm,
      bmi: measurements.bmi,
    })
    .from(measurements)
    .where(
      and(
        inArray(measurements.patient_id, [...patientIds]),
        inArray(measurements.method, [...INDEPENDENT_MEASUREMENT_METHODS]),
        lte(measurements.measured_on, today),
      ),
    )
    .orderBy(measurements.patient_id, desc(measurements.measured_on), desc(measurements.measurement_id));
  const heightOf = new Map<number, number>();
  for (const r of rows)
    if (r.heightCm !== null && !heightOf.has(r.patientId)) heightOf.set(r.patientId, Number(r.heightCm));
  for (const r of rows) {
    if (found.has(r.patientId)) continue;
    const height = heightOf.get(r.patientId);
    const bmi = r.bmi ?? (height ? calculateBmi(height, Number(r.weightKg)) : null);
    found.set(r.patientId, {
      measuredOn: r.measuredOn,
      weightKg: Number(r.weightKg),
      bmi: bmi === null ? null : Number(bmi),
    });
  }
  return found;
}

/** How many other patients a flag names per kind of match, so a shared address of many is still one short list. */
const PER_MATCH = 3;

/**
 * Other patients (not archived) with the same address and postcode, e-mail, mobile (its last
 * ten digits), or surname and date of birth. Four equality joins, each bounded by the page's
 * patients.
 */
export async function duplicatePatients(
  db: DbOrTx,
  patientIds: readonly number[],
): Promise<Map<number, Array<{ match: DuplicateMatch; patientId: number }>>> {
  const found = new Map<number, Array<{ match: DuplicateMatch; patientId: number }>>();
  if (patientIds.length === 0) return found;
  const ids = sql.join(
    patientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Each branch joins the page's patients to the others on one key; the keys ignore case,
  // spaces in a postcode, and a mobile's prefix (+44 or 0).
  const rows = await queryRows<{ id: number; other: number; match: DuplicateMatch }>(
    db,
    sql`SELECT p.patient_id AS id, q.patient_id AS other, 'address' AS match FROM patients p
          JOIN patients q ON lower(trim(q.address1)) = lower(trim(p.address1)) AND upper(replace(q.postcode, ' ', '')) = upper(replace(p.postcode, ' ', ''))
            AND q.patient_id <> p.patient_id AND q.archived_at IS NULL
          WHERE p.patient_id IN (${ids}) AND trim(p.address1) <> ''
        UNION ALL
        SELECT p.patient_id, q.patient_id, 'email' FROM patients p
          JOIN patients q ON lower(q.email) = lower(p.email) AND q.patient_id <> p.patient_id AND q.archived_at IS NULL
          WHERE p.patient_id IN (${ids}) AND p.email <> ''
        UNION ALL
        SELECT p.patient_id, q.patient_id, 'mobile' FROM patients p
          JOIN patients q ON right(regexp_replace(q.mobile, '[^0-9]', '', 'g'), 10) = right(regexp_replace(p.mobile, '[^0-9]', '', 'g'), 10)
            AND q.patient_id <> p.patient_id AND q.archived_at IS NULL
          WHERE p.patient_id IN (${ids}) AND length(regexp_replace(p.mobile, '[^0-9]', '', 'g')) >= 10
        UNION ALL
        SELECT p.patient_id, q.patient_id, 'surname_dob' FROM patients p
          JOIN patients q ON lower(q.lastname) = lower(p.lastname) AND q.date_of_birth = p.date_of_birth AND q.patient_id <> p.patient_id AND q.archived_at IS NULL
          WHERE p.patient_id IN (${ids}) AND p.lastname <> ''
        ORDER BY id, match, other`,
  );
  for (const r of rows) {
    const list = found.get(r.id) ?? [];
    if (list.filter((d) => d.match === r.match).length < PER_MATCH) list.push({ match: r.match, patientId: r.other });
    found.set(r.id, list);
  }
  return found;
}
