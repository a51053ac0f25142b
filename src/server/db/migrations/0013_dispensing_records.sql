CREATE TABLE "dispensing_steps" (
	"step_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" varchar(20) NOT NULL,
	"employee_id" integer NOT NULL,
	"employee_name" varchar(200) NOT NULL,
	"rp_log_id" integer,
	"rp_name" varchar(200),
	"decision_id" integer,
	"note" text,
	"product_id" integer,
	"gtin" varchar(14),
	"batch_number" varchar(50),
	"expiry_date" date,
	"serial_number" varchar(50),
	"scanned" boolean,
	"assembly_step_id" integer,
	"lone_working" boolean,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispensing_steps_step_check" CHECK ("dispensing_steps"."step" IN ('clinical_check', 'assembly', 'label_print', 'accuracy_check')),
	CONSTRAINT "dispensing_steps_clinical_check" CHECK ("dispensing_steps"."step" <> 'clinical_check' OR ("dispensing_steps"."rp_log_id" IS NOT NULL AND "dispensing_steps"."rp_name" IS NOT NULL AND "dispensing_steps"."decision_id" IS NOT NULL)),
	CONSTRAINT "dispensing_steps_assembly_check" CHECK ("dispensing_steps"."step" <> 'assembly' OR ("dispensing_steps"."product_id" IS NOT NULL AND "dispensing_steps"."batch_number" IS NOT NULL AND "dispensing_steps"."expiry_date" IS NOT NULL AND "dispensing_steps"."scanned" IS NOT NULL)),
	CONSTRAINT "dispensing_steps_of_assembly_check" CHECK ("dispensing_steps"."step" NOT IN ('label_print', 'accuracy_check') OR "dispensing_steps"."assembly_step_id" IS NOT NULL),
	CONSTRAINT "dispensing_steps_lone_check" CHECK ("dispensing_steps"."step" <> 'accuracy_check' OR "dispensing_steps"."lone_working" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "fridge_readings" (
	"reading_id" serial PRIMARY KEY NOT NULL,
	"current_c" numeric(4, 1) NOT NULL,
	"min_c" numeric(4, 1) NOT NULL,
	"max_c" numeric(4, 1) NOT NULL,
	"out_of_range" boolean NOT NULL,
	"action_taken" text,
	"recorded_by_employee_id" integer NOT NULL,
	"recorded_by_name" varchar(200) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fridge_readings_order_check" CHECK ("fridge_readings"."min_c" <= "fridge_readings"."current_c" AND "fridge_readings"."current_c" <= "fridge_readings"."max_c"),
	CONSTRAINT "fridge_readings_action_check" CHECK (NOT "fridge_readings"."out_of_range" OR "fridge_readings"."action_taken" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"incident_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"category" varchar(30) NOT NULL,
	"order_id" integer,
	"what_happened" text NOT NULL,
	"learning" text NOT NULL,
	"reported_by_employee_id" integer NOT NULL,
	"reported_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_employee_id" integer,
	"closed_by_name" varchar(200),
	"closing_note" text,
	CONSTRAINT "incidents_kind_check" CHECK ("incidents"."kind" IN ('near_miss', 'incident')),
	CONSTRAINT "incidents_closed_check" CHECK (("incidents"."closed_at" IS NULL) = ("incidents"."closed_by_employee_id" IS NULL) AND ("incidents"."closed_at" IS NULL) = ("incidents"."closed_by_name" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "recall_notices" (
	"notice_id" serial PRIMARY KEY NOT NULL,
	"batch_number" varchar(50) NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"sent_by_employee_id" integer NOT NULL,
	"sent_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rp_log" (
	"rp_log_id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"gphc_number" varchar(7) NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"signed_out_at" timestamp with time zone,
	"signed_out_by_name" varchar(200),
	CONSTRAINT "rp_log_gphc_check" CHECK ("rp_log"."gphc_number" ~ '^[0-9]{7}$'),
	CONSTRAINT "rp_log_times_check" CHECK ("rp_log"."signed_out_at" IS NULL OR ("rp_log"."signed_out_at" >= "rp_log"."signed_in_at" AND "rp_log"."signed_out_by_name" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" varchar(14);--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_rp_log_id_rp_log_rp_log_id_fk" FOREIGN KEY ("rp_log_id") REFERENCES "public"."rp_log"("rp_log_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_decision_id_prescribing_decisions_decision_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."prescribing_decisions"("decision_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensing_steps" ADD CONSTRAINT "dispensing_steps_assembly_step_id_dispensing_steps_step_id_fk" FOREIGN KEY ("assembly_step_id") REFERENCES "public"."dispensing_steps"("step_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fridge_readings" ADD CONSTRAINT "fridge_readings_recorded_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("recorded_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("reported_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_closed_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("closed_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_message_id_messages_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("message_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_sent_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("sent_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rp_log" ADD CONSTRAINT "rp_log_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispensing_steps_order_idx" ON "dispensing_steps" USING btree ("order_id","step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispensing_steps_once_key" ON "dispensing_steps" USING btree ("order_id","step") WHERE "dispensing_steps"."step" IN ('clinical_check', 'accuracy_check');--> statement-breakpoint
CREATE INDEX "fridge_readings_recorded_at_idx" ON "fridge_readings" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "incidents_open_idx" ON "incidents" USING btree ("created_at") WHERE "incidents"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "incidents_created_idx" ON "incidents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "incidents_order_idx" ON "incidents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_notices_order_batch_key" ON "recall_notices" USING btree ("order_id",upper("batch_number"));--> statement-breakpoint
CREATE INDEX "recall_notices_patient_idx" ON "recall_notices" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "recall_notices_message_idx" ON "recall_notices" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rp_log_one_on_duty" ON "rp_log" USING btree ((true)) WHERE "rp_log"."signed_out_at" IS NULL;--> statement-breakpoint
CREATE INDEX "rp_log_signed_in_idx" ON "rp_log" USING btree ("signed_in_at");--> statement-breakpoint
CREATE INDEX "pom_register_batch_idx" ON "pom_register" USING btree (upper("batch_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_key" ON "products" USING btree ("gtin") WHERE "products"."gtin" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_check" CHECK ("products"."gtin" IS NULL OR "products"."gtin" ~ '^[0-9]{14}$');