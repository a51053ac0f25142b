DROP INDEX "orders_one_open_per_patient";--> statement-breakpoint
CREATE INDEX "order_events_to_status_idx" ON "order_events" USING btree ("to_status_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("order_status_id","order_id");--> statement-breakpoint
-- One open order per patient now covers every open state (decision 064 §2). Orders completed
-- before this change are awaiting review, and the old product let a patient complete one after
-- another: the newest stays open, the older ones become history (99, what they were), each
-- with its event, and their consultations are withdrawn.
WITH ranked AS (
  SELECT order_id, row_number() OVER (PARTITION BY patient_id ORDER BY coalesce(completed_at, created_at) DESC, order_id DESC) AS n
  FROM orders WHERE order_status_id = 3
), moved AS (
  UPDATE orders SET order_status_id = 99, updated_at = now()
  WHERE order_id IN (SELECT order_id FROM ranked WHERE n > 1) RETURNING order_id
), withdrawn AS (
  UPDATE consultations SET status = 'withdrawn', updated_at = now()
  WHERE status = 'awaiting_review' AND order_id IN (SELECT order_id FROM moved) RETURNING consultation_id
)
INSERT INTO order_events (order_id, from_status_id, to_status_id, actor_kind, note, created_at)
SELECT order_id, 3, 99, 'system', 'A newer order of the patient is awaiting review: this one is history', now() FROM moved;--> statement-breakpoint
-- A draft beside an order awaiting review could never be completed: it goes, with its line
-- (nothing else refers to a draft).
DELETE FROM orders d
WHERE d.order_status_id IN (1, 2)
  AND EXISTS (SELECT 1 FROM orders o WHERE o.patient_id = d.patient_id AND o.order_status_id = 3);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_patient" ON "orders" USING btree ("patient_id") WHERE "orders"."order_status_id" IN (1, 2, 3, 4, 5, 6, 7, 10);
