CREATE TABLE "pom_register_notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"note" text NOT NULL,
	"entered_by_user_id" text NOT NULL,
	"entered_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pom_register_notes_kind_check" CHECK ("pom_register_notes"."kind" IN ('return'))
);
--> statement-breakpoint
ALTER TABLE "dispensing_steps" DROP CONSTRAINT "dispensing_steps_step_check";--> statement-breakpoint
DROP INDEX "dispensing_steps_once_key";--> statement-breakpoint
-- Decision 125: an order supplied again after a return has a register entry for each supply.
DROP INDEX "pom_register_order_key";--> statement-breakpoint
DROP INDEX "orders_one_open_per_patient";--> statement-breakpoint
-- A new column, empty on the entries already written: no past row is rewritten.
ALTER TABLE "pom_register" ADD COLUMN "accuracy_step_id" integer;--> statement-breakpoint
ALTER TABLE "pom_register_notes" ADD CONSTRAINT "pom_register_notes_entry_id_pom_register_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pom_register"("entry_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pom_register_notes" ADD CONSTRAINT "pom_register_notes_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pom_register_notes_entry_idx" ON "pom_register_notes" USING btree ("entry_id","note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pom_register_notes_return_key" ON "pom_register_notes" USING btree ("entry_id") WHERE "pom_register_notes"."kind" = 'return';--> statement-breakpoint
ALTER TABLE "pom_register" ADD CONSTRAINT "pom_register_accuracy_step_id_dispensing_steps_step_id_fk" FOREIGN KEY ("accuracy_step_id") REFERENCES "public"."dispensing_steps"("step_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispensing_steps_check_of_assembly_key" ON "dispensing_steps" USING btree ("assembly_step_id") WHERE "dispensing_steps"."step" = 'accuracy_check';--> statement-breakpoint
CREATE UNIQUE INDEX "dispensing_steps_return_of_assembly_key" ON "dispensing_steps" USING btree ("assembly_step_id") WHERE "dispensing_steps"."step" = 'return';--> statement-breakpoint
CREATE INDEX "dispensing_steps_returned_pack_idx" ON "dispensing_steps" USING btree (upper("batch_number"),upper(btrim("serial_number"))) WHERE "dispensing_steps"."step" = 'return';--> statement-breakpoint
CREATE INDEX "pom_register_order_idx" ON "pom_register" USING btree ("order_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pom_register_accuracy_step_key" ON "pom_register" USING btree ("accuracy_step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_patient" ON "orders" USING btree ("patient_id") WHERE "orders"."order_status_id" IN (1, 2, 3, 4, 5, 6, 7, 10, 17);--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_return_check" CHECK ("dispensing_steps"."step" <> 'return' OR "dispensing_steps"."note" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_step_check" CHECK ("dispensing_steps"."step" IN ('clinical_check', 'assembly', 'label_print', 'accuracy_check', 'return'));--> statement-breakpoint
-- The state of an order returned to be supplied again (decision 125; the seed writes it too).
INSERT INTO order_status (order_status_id, description) VALUES (17, 'Re-dispatch')
ON CONFLICT (order_status_id) DO NOTHING;--> statement-breakpoint
-- A register entry's notes are evidence like the entry: append-only, but for the retention
-- erasure of their patient (decision 079: refuse_change finds the patient by order_id).
CREATE TRIGGER pom_register_notes_append_only BEFORE UPDATE OR DELETE ON pom_register_notes FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER pom_register_notes_no_truncate BEFORE TRUNCATE ON pom_register_notes FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
