/**
 * The pharmacy's invariants (docs/invariants.md), read from the database. Each check answers the
 * rows that break it, in words; an empty list means it holds. They read only what the records
 * say (the register, the decisions, the events, the outbox), never the code under test, so a
 * path that goes round a rule shows here whatever route it took.
 */
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "@/server/db/client";
import { stateIds } from "@/shared/domain/orders/order-lifecycle";
import { type Check, EVENTS, HANDED_OVER, PATIENTS, REGISTER, type Scope, STEPS } from "./records";
import { STOCK_CHECKS } from "./stock-invariants";

export type { Scope };

/** The strength in mg written in a register entry or a prescription ("2.5 mg"). */
const MG = (column: string) => `(substring(${column} from '([0-9]+(?:\\.[0-9]+)?)'))::numeric`;
const UK_DAY = (column: string) => `((${column}) AT TIME ZONE 'Europe/London')::date`;

/** The safety step's answers (decision 082): null is not answered. */
const SAFETY_ANSWERS = [
  "is_diabetic",
  "is_pregnant_or_breastfeeding_details",
  "taking_other_weight_loss_medication_details",
  "history_of_pancreatitis_details",
  "history_of_heart_condition_details",
  "history_of_gallstones_details",
  "has_eating_disorder_details",
  "has_liver_or_kidney_issues_details",
  "history_of_ibs_or_bowel_disease_details",
  "tried_other_weight_loss_product_details",
  "have_other_medical_conditions_details",
  "taking_other_medications_details",
];

/**
 * The Clinical setting as it is now: the model never changes it, and the records do not keep
 * what it was when a step was recorded (the audit names the field, not the value).
 */
const LONE_WORKING = `coalesce((SELECT lower(btrim(setting_value)) = 'yes' FROM pharmacy_settings
  WHERE setting_key = 'lone_working_allowed'), false)`;

const CHECKS: Check[] = [
  {
    name: "no dispensing without an approved, current decision of a prescriber, for that dose",
    sql: (s) => `
      SELECT 'order ' || r.order_id || ' dispensed ' || r.strength || ' without a current approval for it' AS problem
      FROM ${REGISTER(s)}
      WHERE NOT EXISTS (
        SELECT 1 FROM prescribing_decisions d
        JOIN consultations c ON c.consultation_id = d.consultation_id
        JOIN prescriptions p ON p.decision_id = d.decision_id
        JOIN employees e ON e.employee_id = d.prescriber_employee_id
        WHERE c.order_id = r.order_id AND d.outcome = 'approved'
          AND e.role IN ('prescriber', 'superintendent')
          AND d.created_at <= r.created_at AND d.created_at > r.created_at - interval '6 months'
          AND ${MG("p.strength")} = ${MG("r.strength")}
          AND NOT EXISTS (
            SELECT 1 FROM prescribing_decisions s
            WHERE s.supersedes_decision_id = d.decision_id AND s.created_at <= r.created_at))`,
  },
  {
    name: "no dispensing but from a prescription signed by its prescriber's own key before the supply (or a paper one filed)",
    sql: (s) => `
      SELECT 'order ' || r.order_id || ' dispensed from a prescription not signed by its prescriber' AS problem
      FROM ${REGISTER(s)}
      WHERE NOT EXISTS (
        SELECT 1 FROM prescriptions p
        JOIN prescribing_decisions d ON d.decision_id = p.decision_id
        LEFT JOIN prescription_signatures ps ON ps.prescription_id = p.prescription_id
        LEFT JOIN signing_keys k ON k.signing_key_id = ps.signing_key_id
        LEFT JOIN paper_prescription_filings f ON f.prescription_id = p.prescription_id
        WHERE p.order_id = r.order_id AND ${MG("p.strength")} = ${MG("r.strength")}
          AND ((k.employee_id = d.prescriber_employee_id AND ps.signed_at <= r.created_at
                AND ps.sha256 = encode(sha256(convert_to(ps.particulars, 'UTF8')), 'hex'))
            OR (p.form = 'paper' AND f.filed_at <= r.created_at)))`,
  },
  {
    name: "every supply and every hand-over with a registered pharmacist signed in as responsible pharmacist and not absent",
    sql: (s) => `
      WITH supply AS (
        SELECT r.order_id, r.created_at AS at, 'dispensed' AS what FROM ${REGISTER(s)}
        UNION ALL
        SELECT e.order_id, e.created_at, 'handed over' FROM ${EVENTS(s)} WHERE e.to_status_id IN (${HANDED_OVER}))
      SELECT 'order ' || x.order_id || ' ' || x.what || ' at ' || x.at || ' with no pharmacist in charge' AS problem
      FROM supply x
      WHERE NOT EXISTS (
        SELECT 1 FROM rp_log l JOIN employees p ON p.employee_id = l.employee_id
        WHERE l.rp_log_id >= ${s.rpLogFrom} AND p.registration = 'pharmacist' AND l.signed_in_at <= x.at
          AND (l.signed_out_at IS NULL OR l.signed_out_at > x.at)
          AND NOT EXISTS (
            SELECT 1 FROM rp_absences a WHERE a.rp_log_id = l.rp_log_id AND a.started_at <= x.at
              AND (a.ended_at IS NULL OR a.ended_at > x.at)))`,
  },
  {
    name: "every clinical check by a pharmacist, not of their own prescription unless lone working is allowed (recorded as such)",
    sql: (s) => `
      SELECT 'order ' || c.order_id || ' clinically checked by ' || c.employee_name || ', ' ||
        CASE WHEN p.registration <> 'pharmacist' THEN 'registration ' || p.registration
             WHEN c.lone_working IS DISTINCT FROM (d.prescriber_employee_id = c.employee_id) THEN 'own prescription not recorded as such'
             ELSE 'who approved it, lone working not allowed' END AS problem
      FROM ${STEPS(s, "clinical_check")}
      JOIN employees p ON p.employee_id = c.employee_id
      JOIN prescribing_decisions d ON d.decision_id = c.decision_id
      WHERE p.registration <> 'pharmacist'
         OR c.lone_working IS DISTINCT FROM (d.prescriber_employee_id = c.employee_id)
         OR (d.prescriber_employee_id = c.employee_id AND NOT ${LONE_WORKING})`,
  },
  {
    name: "every accuracy check by a pharmacist or an accredited checking technician, never the assembler unless a pharmacist with lone working allowed",
    sql: (s) => `
      SELECT 'order ' || c.order_id || ' accuracy-checked by ' || c.employee_name || ', ' ||
        CASE WHEN NOT (p.registration = 'pharmacist' OR (p.registration = 'technician' AND p.accredited_checker))
               THEN 'registration ' || p.registration || CASE WHEN p.accredited_checker THEN ' (accredited)' ELSE '' END
             WHEN c.lone_working IS DISTINCT FROM (a.employee_id = c.employee_id) THEN 'lone working not recorded as such'
             ELSE 'who assembled it' END AS problem
      FROM ${STEPS(s, "accuracy_check")}
      JOIN employees p ON p.employee_id = c.employee_id
      JOIN dispensing_steps a ON a.step_id = c.assembly_step_id
      WHERE NOT (p.registration = 'pharmacist' OR (p.registration = 'technician' AND p.accredited_checker))
         OR c.lone_working IS DISTINCT FROM (a.employee_id = c.employee_id)
         OR (a.employee_id = c.employee_id AND NOT (${LONE_WORKING} AND p.registration = 'pharmacist'))`,
  },
  {
    name: "a first supply only after a verified identity check and an independent measurement; never above 2.5 mg (a transfer: above the evidenced dose)",
    sql: (s) => `
      WITH first AS (
        SELECT DISTINCT ON (o.patient_id) o.patient_id, r.order_id, r.created_at, r.strength
        FROM ${REGISTER(s)} JOIN orders o ON o.order_id = r.order_id
        ORDER BY o.patient_id, r.created_at, r.entry_id)
      SELECT 'patient ' || f.patient_id || ' first supplied (order ' || f.order_id || ') ' ||
        CASE WHEN NOT EXISTS (SELECT 1 FROM identity_checks i WHERE i.patient_id = f.patient_id
                                AND i.outcome = 'verified' AND i.created_at <= f.created_at)
               THEN 'without a verified identity check'
             WHEN NOT EXISTS (SELECT 1 FROM measurements m WHERE m.patient_id = f.patient_id
                                AND m.method IN ('live_video', 'in_person', 'gp_record', 'third_party_record')
                                AND m.created_at <= f.created_at)
               THEN 'without an independent measurement'
             ELSE 'at ' || f.strength END AS problem
      FROM first f
      JOIN consultations c ON c.order_id = f.order_id
      LEFT JOIN orders o ON o.order_id = f.order_id
      LEFT JOIN patient_history h ON h.patient_history_id = o.patient_history_id
      WHERE NOT EXISTS (SELECT 1 FROM identity_checks i WHERE i.patient_id = f.patient_id
                          AND i.outcome = 'verified' AND i.created_at <= f.created_at)
         OR NOT EXISTS (SELECT 1 FROM measurements m WHERE m.patient_id = f.patient_id
                          AND m.method IN ('live_video', 'in_person', 'gp_record', 'third_party_record')
                          AND m.created_at <= f.created_at)
         OR ${MG("f.strength")} > CASE WHEN c.kind = 'transfer' THEN greatest(2.5, coalesce(h.transfer_dose_mg, 2.5)) ELSE 2.5 END`,
  },
  {
    name: "a later supply at most one step above the last one, and not before the re-order window after it",
    sql: (s) => `
      WITH supply AS (
        SELECT o.patient_id, r.order_id, r.created_at AS dispensed_at, ${MG("r.strength")} AS mg,
          (SELECT min(e.created_at) FROM order_events e
            WHERE e.order_id = r.order_id AND e.to_status_id IN (${HANDED_OVER})) AS handed_over_at
        FROM ${REGISTER(s)} JOIN orders o ON o.order_id = r.order_id),
      window_days AS (
        SELECT coalesce((SELECT setting_value::int FROM pharmacy_settings WHERE setting_key = 'reorder_window_days'), 21) AS days)
      SELECT 'order ' || n.order_id || ' (' || n.mg || ' mg) follows order ' || p.order_id || ' (' || p.mg || ' mg) ' ||
        CASE WHEN n.mg > p.mg + 2.5 THEN 'more than one step up' ELSE 'within the re-order window' END AS problem
      FROM supply n
      CROSS JOIN window_days w
      CROSS JOIN LATERAL (
        SELECT * FROM supply p
        -- The same order supplied again after a return (decision 125) is not a later supply.
        WHERE p.patient_id = n.patient_id AND p.order_id <> n.order_id
          AND p.handed_over_at IS NOT NULL AND p.handed_over_at < n.dispensed_at
        ORDER BY p.handed_over_at DESC LIMIT 1) p
      WHERE n.mg > p.mg + 2.5 OR ${UK_DAY("n.dispensed_at")} < ${UK_DAY("p.handed_over_at")} + w.days`,
  },
  {
    name: "no supply handed over while a red-flag report waits for a prescriber",
    sql: (s) => `
      SELECT 'order ' || o.order_id || ' handed over while red-flag report ' || f.report_id || ' waited for review' AS problem
      FROM ${EVENTS(s)}
      JOIN orders o ON o.order_id = e.order_id
      JOIN side_effect_reports f ON f.patient_id = o.patient_id AND f.is_red_flag
        AND f.created_at <= e.created_at AND (f.handled_at IS NULL OR f.handled_at > e.created_at)
      WHERE e.to_status_id IN (${HANDED_OVER})`,
  },
  {
    name: "no dispensing before payment; every dispensing has one register entry with its batch and expiry",
    sql: (s) => `
      SELECT 'order ' || r.order_id || ' dispensed before it was paid in full' AS problem
      FROM ${REGISTER(s)} JOIN orders o ON o.order_id = r.order_id
      WHERE (SELECT coalesce(sum(y.amount), 0) FROM payments y
             WHERE y.order_id = r.order_id AND y.created_at <= r.created_at) < o.total_due
      UNION ALL
      SELECT 'order ' || r.order_id || ' register entry without batch or expiry'
      FROM ${REGISTER(s)} WHERE btrim(r.batch_number) = '' OR r.expiry_date IS NULL
      UNION ALL
      SELECT 'order ' || e.order_id || ' dispensed without a register entry'
      FROM ${EVENTS(s)}
      WHERE e.to_status_id = ${stateIds(["dispensed"])[0]}
        AND NOT EXISTS (SELECT 1 FROM pom_register r WHERE r.order_id = e.order_id)`,
  },
  {
    name: "every change of an order is an event, and every decision is audited",
    sql: (s) => `
      SELECT 'order ' || o.order_id || ' is in state ' || o.order_status_id || ' but its last event says ' ||
        coalesce(last.to_status_id::text, 'nothing') AS problem
      FROM orders o
      LEFT JOIN LATERAL (SELECT e.to_status_id FROM order_events e WHERE e.order_id = o.order_id
                         ORDER BY e.order_event_id DESC LIMIT 1) last ON true
      WHERE o.completed_at IS NOT NULL AND o.patient_id IN ${PATIENTS(s)}
        AND last.to_status_id IS DISTINCT FROM o.order_status_id
      UNION ALL
      SELECT 'order ' || e.order_id || ' moved from ' || e.from_status_id || ' though it was in ' || prev.to_status_id
      FROM ${EVENTS(s)}
      JOIN LATERAL (SELECT p.to_status_id FROM order_events p WHERE p.order_id = e.order_id
                    AND p.order_event_id < e.order_event_id ORDER BY p.order_event_id DESC LIMIT 1) prev ON true
      WHERE e.from_status_id IS DISTINCT FROM prev.to_status_id
      UNION ALL
      SELECT 'decision ' || d.decision_id || ' on consultation ' || d.consultation_id || ' was not audited'
      FROM prescribing_decisions d
      JOIN consultations dc ON dc.consultation_id = d.consultation_id AND dc.patient_id IN ${PATIENTS(s)}
      WHERE (SELECT count(*) FROM audit_log a WHERE a.target_type = 'consultation'
               AND a.target_id = d.consultation_id::text AND a.action LIKE 'consultation.%')
          < (SELECT count(*) FROM prescribing_decisions x WHERE x.consultation_id = d.consultation_id)`,
  },
  {
    name: "no order reaches the prescriber with a safety question not answered",
    sql: (s) => `
      SELECT 'order ' || o.order_id || ' was completed with the safety step not answered' AS problem
      FROM orders o
      JOIN consultations c ON c.order_id = o.order_id AND c.kind IN ('initial', 'transfer')
      JOIN patient_history h ON h.patient_history_id = o.patient_history_id
      WHERE o.completed_at IS NOT NULL AND o.patient_id IN ${PATIENTS(s)}
        AND (${SAFETY_ANSWERS.map((c) => `h.${c} IS NULL`).join(" OR ")} OR h.safety_measured_at IS NULL)`,
  },
  {
    name: "money refunded never exceeds money received",
    sql: (s) => `
      SELECT 'order ' || o.order_id || ' refunds ' || back.amount || ' of ' || paid.amount || ' received' AS problem
      FROM orders o
      CROSS JOIN LATERAL (SELECT coalesce(sum(y.amount), 0) AS amount FROM payments y WHERE y.order_id = o.order_id) paid
      CROSS JOIN LATERAL (SELECT coalesce(sum(f.amount), 0) AS amount FROM refunds f
                          LEFT JOIN refund_settlements t ON t.refund_id = f.refund_id
                          WHERE f.order_id = o.order_id AND coalesce(t.outcome, 'pending') <> 'failed') back
      WHERE o.patient_id IN ${PATIENTS(s)} AND back.amount > paid.amount`,
  },
  {
    name: "no e-mail names the medicine or a dose",
    sql: (s) => `
      SELECT 'e-mail ' || m.id || ' (' || m.subject || ') names the medicine or a dose' AS problem
      FROM email_outbox m
      WHERE m.id >= ${s.emailFrom} AND (concat_ws(' ', m.subject, m.text, m.html) ~* '\\m[0-9]+(\\.[0-9]+)?\\s?mg\\M'
         OR position(lower(coalesce((SELECT setting_value FROM pharmacy_settings WHERE setting_key = 'medicine_name'), 'Mounjaro'))
                     IN lower(concat_ws(' ', m.subject, m.text, m.html))) > 0)`,
  },
];

/** Every breach of every invariant, as "<invariant>: <record>"; empty when all hold. */
export async function invariantBreaches(db: DbOrTx, scope: Scope): Promise<string[]> {
  const breaches: string[] = [];
  for (const check of [...CHECKS, ...STOCK_CHECKS]) {
    const rows = await queryRows<{ problem: string }>(db, sql.raw(check.sql(scope)));
    breaches.push(...rows.map((r) => `${check.name}: ${r.problem}`));
  }
  return breaches;
}
