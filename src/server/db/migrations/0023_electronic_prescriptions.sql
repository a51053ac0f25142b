CREATE TABLE "paper_prescription_filings" (
	"prescription_id" integer PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"filed_by_name" varchar(200) NOT NULL,
	"filed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_signatures" (
	"signature_id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"signing_key_id" integer NOT NULL,
	"signer_name" varchar(200) NOT NULL,
	"signer_regulator" varchar(10) NOT NULL,
	"signer_number" varchar(20) NOT NULL,
	"particulars" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"signature" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"signing_key_id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"salt" varchar(64) NOT NULL,
	"iv" varchar(64) NOT NULL,
	"tag" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "signing_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "signing_locked_until" timestamp with time zone;--> statement-breakpoint
-- Decision 118: every approval made before electronic signing has a paper prescription (decision
-- 028): the column arrives as 'paper' on the rows there are (no row is updated: prescriptions are
-- append-only), and new rows are electronic.
ALTER TABLE "prescriptions" ADD COLUMN "form" varchar(10) DEFAULT 'paper' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "form" SET DEFAULT 'electronic';--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_name" varchar(200);--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_address" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "practice_address" text;--> statement-breakpoint
ALTER TABLE "paper_prescription_filings" ADD CONSTRAINT "paper_prescription_filings_prescription_id_prescriptions_prescription_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("prescription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_prescription_filings" ADD CONSTRAINT "paper_prescription_filings_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_signatures" ADD CONSTRAINT "prescription_signatures_prescription_id_prescriptions_prescription_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("prescription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_signatures" ADD CONSTRAINT "prescription_signatures_signing_key_id_signing_keys_signing_key_id_fk" FOREIGN KEY ("signing_key_id") REFERENCES "public"."signing_keys"("signing_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD CONSTRAINT "signing_keys_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_signatures_prescription_key" ON "prescription_signatures" USING btree ("prescription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_one_current" ON "signing_keys" USING btree ("employee_id") WHERE "signing_keys"."retired_at" IS NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_form_check" CHECK ("prescriptions"."form" IN ('electronic', 'paper'));;--> statement-breakpoint
-- Decision 118: signatures and paper filings are evidence (as the prescriptions, migration 0004).
CREATE TRIGGER prescription_signatures_append_only BEFORE UPDATE OR DELETE ON prescription_signatures FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER prescription_signatures_no_truncate BEFORE TRUNCATE ON prescription_signatures FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER paper_prescription_filings_append_only BEFORE UPDATE OR DELETE ON paper_prescription_filings FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER paper_prescription_filings_no_truncate BEFORE TRUNCATE ON paper_prescription_filings FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();--> statement-breakpoint
-- A signing key verifies what it signed for as long as the signatures are kept: it is retired
-- once (a new PIN makes a new key), never changed otherwise nor removed.
CREATE OR REPLACE FUNCTION signing_keys_retire_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.retired_at IS NULL AND NEW.retired_at IS NOT NULL
     AND (to_jsonb(NEW) - 'retired_at') = (to_jsonb(OLD) - 'retired_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'signing_keys: only the retirement is written, once; % refused', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER signing_keys_retire_only BEFORE UPDATE OR DELETE ON signing_keys FOR EACH ROW EXECUTE FUNCTION signing_keys_retire_only();--> statement-breakpoint
CREATE TRIGGER signing_keys_no_truncate BEFORE TRUNCATE ON signing_keys FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();;--> statement-breakpoint
-- The retention erasure (migration 0008, decision 079) deletes a restricted patient's signatures
-- and paper filings with their prescriptions: a row naming only its prescription is the patient's
-- through it.
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
        (SELECT c.patient_id FROM consultations c WHERE c.consultation_id = (old_row->>'consultation_id')::integer),
        (SELECT p.patient_id FROM prescriptions p WHERE p.prescription_id = (old_row->>'prescription_id')::integer));
    END IF;
    IF retention_erasure_allows(patient) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END
$$;