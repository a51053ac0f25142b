import { PGlite } from "@electric-sql/pglite";
const db = new PGlite("/work/wt/payments/.tmp/e2e-data-4315");
for (const q of ["select refund_id, order_id, amount, reference, requested_by_name from refunds", "select * from refund_settlements", "select event_id, type, outcome, order_id from payment_events", "select order_id, order_status_id from orders"]) {
  console.log(q, (await db.query(q)).rows);
}
