-- Clinical records are evidence: decisions, checks, measurements, prescriptions, order events,
-- payments, register entries, check-ins and acknowledgements are never changed or removed.
-- A correction is a new row (decisions name the one they supersede).
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['prescribing_decisions', 'identity_checks', 'measurements', 'prescriptions',
    'order_events', 'payments', 'pom_register', 'checkins', 'advice_acknowledgements', 'audit_log']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION refuse_change()', t || '_append_only', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()', t || '_no_truncate', t);
  END LOOP;
END
$$;--> statement-breakpoint
-- Evidence files: the content may be erased once (retention), nothing else changes, nothing is removed.
CREATE OR REPLACE FUNCTION patient_files_erase_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.erased_at IS NOT NULL OR NEW.data IS NOT NULL OR NEW.erased_at IS NULL
     OR (to_jsonb(NEW) - 'data' - 'erased_at') IS DISTINCT FROM (to_jsonb(OLD) - 'data' - 'erased_at') THEN
    RAISE EXCEPTION 'patient_files: only the erasure of a file''s content is allowed' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_files_erase_only BEFORE UPDATE OR DELETE ON patient_files FOR EACH ROW EXECUTE FUNCTION patient_files_erase_only();--> statement-breakpoint
-- The order states of the treatment workflow (src/shared/domain/order-lifecycle.ts).
INSERT INTO order_status (order_status_id, description) VALUES
  (1, 'Open'), (2, 'Open (in progress)'), (3, 'Awaiting review'), (4, 'Information requested'),
  (5, 'Approved, awaiting payment'), (6, 'Prescribed'), (7, 'Dispensed'), (8, 'Dispatched'),
  (9, 'Delivered'), (10, 'Ready to collect'), (11, 'Collected'), (12, 'Rejected'), (13, 'Cancelled'),
  (14, 'Returned'), (99, 'Completed (history)')
ON CONFLICT (order_status_id) DO UPDATE SET description = EXCLUDED.description;--> statement-breakpoint
-- decision 022: the first employee is the superintendent and a prescriber, with the GPhC number
-- of the pharmacist_gphc_number setting (the seeded placeholder when that is not 7 digits).
UPDATE employees SET role = 'superintendent', prescriber_type = 'Pharmacist Independent Prescriber',
  gphc_number = COALESCE((SELECT setting_value FROM pharmacy_settings
    WHERE setting_key = 'pharmacist_gphc_number' AND setting_value ~ '^[0-9]{7}$'), '2000000')
WHERE employee_id = (SELECT min(employee_id) FROM employees);--> statement-breakpoint
-- decision 023: every order completed before consultations existed is awaiting review in one.
INSERT INTO consultations (order_id, patient_id, kind, status, requested_product_id, opened_at, due_at, updated_at)
SELECT o.order_id, o.patient_id,
  CASE WHEN p.patient_type_id = 2 THEN 'transfer' ELSE 'initial' END,
  'awaiting_review',
  (SELECT l.product_id FROM order_line l WHERE l.order_id = o.order_id LIMIT 1),
  COALESCE(o.completed_at, o.created_at), COALESCE(o.completed_at, o.created_at) + interval '24 hours', now()
FROM orders o JOIN patients p ON p.patient_id = o.patient_id
WHERE o.order_status_id = 3;--> statement-breakpoint
INSERT INTO order_events (order_id, from_status_id, to_status_id, actor_kind, note, created_at)
SELECT o.order_id, NULL, 3, 'system', 'Completed before order events were recorded', COALESCE(o.completed_at, o.created_at)
FROM orders o WHERE o.order_status_id = 3;
