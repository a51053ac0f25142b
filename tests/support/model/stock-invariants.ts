/**
 * The stock's invariants (docs/invariants.md; decisions 121, 122, 124, 125), read from the
 * database as the others are (invariants.ts): nothing supplied from a recalled batch, during an
 * open fridge excursion, or from a pack that came back; no place of the stock ever below nothing;
 * every pack that left stock left it once, for a hand-over; no pack stays with an order no longer open.
 */
import { OPEN_ORDER_STATE_IDS } from "@/shared/domain/orders/order-lifecycle";
import { type Check, EVENTS, HANDED_OVER, PATIENTS, type Scope, STEPS } from "./records";

/** The stock movements of the run's patients' orders, as `m`. */
const MOVEMENTS = (s: Scope) =>
  `(SELECT x.* FROM stock_movements x JOIN orders xo ON xo.order_id = x.order_id WHERE xo.patient_id IN ${PATIENTS(s)}) m`;
/**
 * Each hand-over of the run's patients' orders with the pack of its round (`h`): the order's last
 * assembly at or before it, unless a return came after that assembly (the round closed).
 */
const HANDOVERS = (s: Scope) => `
  (SELECT e.order_id, e.order_event_id, e.created_at AS at, a.step_id AS assembly_id, a.product_id,
     upper(btrim(a.batch_number)) AS batch, upper(btrim(a.serial_number)) AS serial, a.created_at AS assembled_at
   FROM ${EVENTS(s)}
   LEFT JOIN LATERAL (
     SELECT d.* FROM dispensing_steps d WHERE d.order_id = e.order_id AND d.step IN ('assembly', 'return')
       AND d.created_at <= e.created_at ORDER BY d.step_id DESC LIMIT 1) a ON a.step = 'assembly'
   WHERE e.to_status_id IN (${HANDED_OVER})) h`;
/** A recall naming the batch `batch` of `product` recorded by the time `at` (an earlier run's: before). */
const RECALLED = (s: Scope, product: string, batch: string, at: string) => `
  EXISTS (SELECT 1 FROM recall_batches rb JOIN recalls rc ON rc.recall_id = rb.recall_id
          WHERE rc.product_id = ${product} AND rb.batch_number = ${batch}
            AND (rc.recall_id < ${s.recallFrom} OR rc.recorded_at <= ${at}))`;

export const STOCK_CHECKS: Check[] = [
  {
    name: "nothing is supplied from a batch a recall names",
    sql: (s) => `
      SELECT 'order ' || m.order_id || ' supplied a pack of recalled batch ' || m.batch_number || ' (movement ' || m.movement_id || ')' AS problem
      FROM ${MOVEMENTS(s)}
      WHERE m.kind = 'supplied' AND ${RECALLED(s, "m.product_id", "m.batch_number", "m.recorded_at")}
      UNION ALL
      SELECT 'order ' || h.order_id || ' handed over at ' || h.at || ' a pack of recalled batch ' || h.batch
      FROM ${HANDOVERS(s)}
      WHERE h.batch IS NOT NULL AND ${RECALLED(s, "h.product_id", "h.batch", "h.at")}`,
  },
  {
    name: "nothing is assembled, checked or handed over while a fridge excursion is open",
    sql: (s) => `
      WITH supply AS (
        SELECT c.order_id, c.created_at AS at, c.step::text AS what FROM (
          SELECT x.* FROM dispensing_steps x JOIN orders xo ON xo.order_id = x.order_id
          WHERE x.step IN ('assembly', 'accuracy_check') AND xo.patient_id IN ${PATIENTS(s)}) c
        UNION ALL
        SELECT e.order_id, e.created_at, 'hand-over' FROM ${EVENTS(s)} WHERE e.to_status_id IN (${HANDED_OVER}))
      SELECT 'order ' || x.order_id || ' ' || x.what || ' at ' || x.at || ' during excursion ' || f.excursion_id AS problem
      FROM supply x
      JOIN fridge_excursions f ON f.excursion_id >= ${s.excursionFrom} AND f.opened_at <= x.at
        AND (f.closed_at IS NULL OR x.at < f.closed_at)`,
  },
  {
    name: "no pack whose batch and serial came back is assembled, checked or handed over again",
    sql: (s) => `
      WITH returned AS (
        SELECT r.step_id, r.order_id, r.created_at, upper(btrim(r.batch_number)) AS batch, upper(btrim(r.serial_number)) AS serial
        FROM dispensing_steps r WHERE r.step = 'return' AND btrim(coalesce(r.serial_number, '')) <> ''),
      supply AS (
        SELECT c.order_id, c.step_id, c.created_at AS at, 'assembled' AS what,
          upper(btrim(c.batch_number)) AS batch, upper(btrim(c.serial_number)) AS serial
        FROM ${STEPS(s, "assembly")}
        UNION ALL
        SELECT c.order_id, c.step_id, c.created_at, 'accuracy-checked', upper(btrim(a.batch_number)), upper(btrim(a.serial_number))
        FROM ${STEPS(s, "accuracy_check")} JOIN dispensing_steps a ON a.step_id = c.assembly_step_id
        UNION ALL
        SELECT h.order_id, NULL, h.at, 'handed over', h.batch, h.serial FROM ${HANDOVERS(s)})
      SELECT 'order ' || x.order_id || ' ' || x.what || ' the pack of batch ' || x.batch || ', serial ' || x.serial ||
        ' returned on order ' || r.order_id AS problem
      FROM supply x
      JOIN returned r ON r.batch = x.batch AND r.serial = x.serial
        AND (r.step_id < ${s.stepFrom} OR (x.step_id IS NOT NULL AND r.step_id < x.step_id)
             OR (x.step_id IS NULL AND r.created_at <= x.at))`,
  },
  {
    name: "stock on hand in every place is never negative",
    sql: (s) => `
      WITH flow AS (
        SELECT movement_id, product_id, batch_number, to_place AS place, quantity AS delta
        FROM stock_movements WHERE to_place IS NOT NULL
        UNION ALL
        SELECT movement_id, product_id, batch_number, from_place, -quantity
        FROM stock_movements WHERE from_place IS NOT NULL),
      running AS (
        SELECT *, sum(delta) OVER (PARTITION BY product_id, batch_number, place ORDER BY movement_id) AS held FROM flow)
      SELECT 'product ' || product_id || ' batch ' || batch_number || ' holds ' || held || ' in ' || place ||
        ' after movement ' || movement_id AS problem
      FROM running WHERE held < 0 AND movement_id >= ${s.movementFrom}
      UNION ALL
      SELECT 'movement ' || movement_id || ' moves ' || quantity || ' packs'
      FROM stock_movements WHERE quantity < 1 AND movement_id >= ${s.movementFrom}`,
  },
  {
    name: "every supplied pack left stock once: one supplied movement for each hand-over of a pack taken from stock, none besides",
    sql: (s) => `
      WITH handover AS (
        SELECT h.*, EXISTS (SELECT 1 FROM stock_movements t WHERE t.order_id = h.order_id AND t.kind = 'assembled'
                              AND t.recorded_at = h.assembled_at AND t.batch_number = h.batch) AS from_stock,
          (SELECT count(*) FROM stock_movements m WHERE m.order_id = h.order_id AND m.kind = 'supplied'
             AND m.recorded_at = h.at) AS movements,
          (SELECT count(*) FROM stock_movements m WHERE m.order_id = h.order_id AND m.kind = 'supplied'
             AND m.recorded_at = h.at AND m.quantity = 1 AND m.product_id = h.product_id AND m.batch_number = h.batch) AS its_pack
        FROM ${HANDOVERS(s)})
      SELECT 'order ' || order_id || ' handed over at ' || at || ' with ' || movements || ' supplied movements' ||
        CASE WHEN from_stock THEN ' (its pack of batch ' || batch || ' came from stock)' ELSE ' (its pack was not from stock)' END AS problem
      FROM handover
      WHERE (from_stock AND (movements <> 1 OR its_pack <> 1)) OR (NOT from_stock AND movements <> 0)
      UNION ALL
      SELECT 'order ' || m.order_id || ' supplied a pack (movement ' || m.movement_id || ') with no hand-over'
      FROM ${MOVEMENTS(s)}
      WHERE m.kind = 'supplied' AND NOT EXISTS (
        SELECT 1 FROM order_events e WHERE e.order_id = m.order_id AND e.created_at = m.recorded_at
          AND e.to_status_id IN (${HANDED_OVER}))`,
  },
  {
    // Open: on its way to the patient (OPEN_ORDER_STATES). Any other order was supplied, or closed
    // before it: cancelled or withdrawn, refused, returned, refund due or refunded.
    name: "no pack stays assembled for an order no longer open (supplied, cancelled, withdrawn, refused, returned or refunded)",
    sql: (s) => `
      SELECT 'order ' || o.order_id || ', ' || coalesce(lower(st.description), 'state ' || o.order_status_id) || ', still holds ' || sum(
          CASE WHEN m.to_place = 'assembled' THEN m.quantity WHEN m.from_place = 'assembled' THEN -m.quantity ELSE 0 END) ||
        ' assembled pack(s) of batch ' || m.batch_number AS problem
      FROM orders o
      LEFT JOIN order_status st ON st.order_status_id = o.order_status_id
      JOIN stock_movements m ON m.order_id = o.order_id
      WHERE o.patient_id IN ${PATIENTS(s)} AND o.order_status_id NOT IN (${OPEN_ORDER_STATE_IDS.join(", ")})
      GROUP BY o.order_id, st.description, m.product_id, m.batch_number
      HAVING sum(CASE WHEN m.to_place = 'assembled' THEN m.quantity WHEN m.from_place = 'assembled' THEN -m.quantity
                      ELSE 0 END) <> 0`,
  },
];
