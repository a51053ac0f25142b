CREATE TABLE "self_reported_weights" (
	"self_reported_weight_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"weight_kg" numeric(5, 1) NOT NULL,
	"weighed_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "self_reported_weights_weight_check" CHECK ("self_reported_weights"."weight_kg" BETWEEN 20 AND 400)
);
--> statement-breakpoint
ALTER TABLE "self_reported_weights" ADD CONSTRAINT "self_reported_weights_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "self_reported_weights_patient_idx" ON "self_reported_weights" USING btree ("patient_id","weighed_on");--> statement-breakpoint
-- Issue 23: a weight the patient gave is part of their clinical record, never changed or removed
-- (refuse_change() of migrations 0004 and 0008, which lets only the retention erasure through).
CREATE TRIGGER self_reported_weights_append_only BEFORE UPDATE OR DELETE ON self_reported_weights FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER self_reported_weights_no_truncate BEFORE TRUNCATE ON self_reported_weights FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
