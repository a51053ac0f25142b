-- Decisions 095 and 098: the steps of dispensing, recall notices and fridge readings are
-- evidence, append-only like the clinical records of migration 0004 (refuse_change, which lets
-- the retention erasure of migration 0008 remove a restricted patient's rows and nothing else).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['dispensing_steps', 'recall_notices', 'fridge_readings']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION refuse_change()', t || '_append_only', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()', t || '_no_truncate', t);
  END LOOP;
END
$$;--> statement-breakpoint
-- Decision 098: the responsible pharmacist log is never edited. A row is written at sign-in and
-- its sign-out (the time and who ended it) is written once; nothing else changes, nothing goes.
CREATE OR REPLACE FUNCTION rp_log_sign_out_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.signed_out_at IS NULL AND NEW.signed_out_at IS NOT NULL
     AND (to_jsonb(NEW) - 'signed_out_at' - 'signed_out_by_name') = (to_jsonb(OLD) - 'signed_out_at' - 'signed_out_by_name') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'rp_log: only a sign-out is written, once; % refused', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER rp_log_sign_out_only BEFORE UPDATE OR DELETE ON rp_log FOR EACH ROW EXECUTE FUNCTION rp_log_sign_out_only();--> statement-breakpoint
CREATE TRIGGER rp_log_no_truncate BEFORE TRUNCATE ON rp_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();--> statement-breakpoint
-- Decision 098: an incident is closed once by the superintendent and otherwise never changed.
-- Its link to an order is dropped (ON DELETE SET NULL) only when that order is erased at the
-- end of its retention (decision 079).
CREATE OR REPLACE FUNCTION incidents_close_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closing text[] := ARRAY['closed_at', 'closed_by_employee_id', 'closed_by_name', 'closing_note'];
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - closing - 'order_id') = (to_jsonb(OLD) - closing - 'order_id')
     AND (NEW.order_id IS NOT DISTINCT FROM OLD.order_id OR NEW.order_id IS NULL)
     AND ((to_jsonb(NEW) - 'order_id') = (to_jsonb(OLD) - 'order_id')
       OR (OLD.closed_at IS NULL AND NEW.closed_at IS NOT NULL AND NEW.order_id IS NOT DISTINCT FROM OLD.order_id)) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'incidents: only the closing is written, once; % refused', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER incidents_close_only BEFORE UPDATE OR DELETE ON incidents FOR EACH ROW EXECUTE FUNCTION incidents_close_only();--> statement-breakpoint
CREATE TRIGGER incidents_no_truncate BEFORE TRUNCATE ON incidents FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
