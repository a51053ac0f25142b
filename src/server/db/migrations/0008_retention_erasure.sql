-- decision 079: when a restricted record's retention periods have all ended, the scheduled job
-- erases it (src/server/jobs/erase-expired-records.ts). The append-only tables then let a DELETE
-- through, and only that: the transaction names the patient being erased in the setting
-- app.retention_erasure (set_config(..., true), gone when the transaction ends), the row is that
-- patient's, and the patient is archived with a completed deletion request. UPDATE and
-- TRUNCATE are refused always; of the audit log only the rows the patient's own account wrote
-- may go, every row written by staff stays.
CREATE OR REPLACE FUNCTION retention_erasure_allows(patient integer) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
DECLARE named text := current_setting('app.retention_erasure', true);
BEGIN
  IF patient IS NULL OR named IS NULL OR named !~ '^[0-9]{1,9}$' THEN
    RETURN false;
  END IF;
  IF named::integer <> patient THEN
    RETURN false;
  END IF;
  RETURN EXISTS (SELECT 1 FROM patients p WHERE p.patient_id = patient AND p.archived_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM deletion_requests d WHERE d.patient_id = p.patient_id AND d.status = 'completed'));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  patient integer;
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('app.retention_erasure', true), '') <> '' THEN
    old_row := to_jsonb(OLD);
    IF TG_TABLE_NAME = 'audit_log' THEN
      -- Only the rows the patient's own account wrote (the download of their data, their
      -- deletion request), which name its address as their actor; staff's rows always stay.
      patient := CASE
        WHEN old_row->>'target_id' !~ '^[0-9]{1,9}$' THEN NULL
        WHEN old_row->>'action' = 'patient.export' AND old_row->>'target_type' = 'patient' THEN (old_row->>'target_id')::integer
        WHEN old_row->>'action' = 'account.deletion_request' AND old_row->>'target_type' = 'deletion_request' THEN
          (SELECT d.patient_id FROM deletion_requests d WHERE d.request_id = (old_row->>'target_id')::integer)
      END;
    ELSE
      patient := coalesce(
        (old_row->>'patient_id')::integer,
        (SELECT o.patient_id FROM orders o WHERE o.order_id = (old_row->>'order_id')::integer),
        (SELECT c.patient_id FROM consultations c WHERE c.consultation_id = (old_row->>'consultation_id')::integer));
    END IF;
    IF retention_erasure_allows(patient) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_files_erase_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND retention_erasure_allows(OLD.patient_id) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' OR OLD.erased_at IS NOT NULL OR NEW.data IS NOT NULL OR NEW.erased_at IS NULL
     OR (to_jsonb(NEW) - 'data' - 'erased_at') IS DISTINCT FROM (to_jsonb(OLD) - 'data' - 'erased_at') THEN
    RAISE EXCEPTION 'patient_files: only the erasure of a file''s content is allowed' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
