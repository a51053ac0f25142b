DROP INDEX "patients_status_idx";--> statement-breakpoint
DROP INDEX "patients_type_idx";--> statement-breakpoint
CREATE INDEX "patients_visible_idx" ON "patients" USING btree ("patient_id") WHERE "patients"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patients_status_idx" ON "patients" USING btree ("patient_status_id","patient_id") WHERE "patients"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patients_type_idx" ON "patients" USING btree ("patient_type_id","patient_id") WHERE "patients"."archived_at" IS NULL;