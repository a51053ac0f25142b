CREATE TABLE "advice_acknowledgements" (
	"acknowledgement_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"checkin_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"weight_kg" numeric(5, 1) NOT NULL,
	"weighed_on" date NOT NULL,
	"injections_taken" smallint NOT NULL,
	"last_injection_on" date NOT NULL,
	"side_effects" jsonb NOT NULL,
	"new_conditions" text,
	"new_medicines" text,
	"pregnant_breastfeeding_or_planning" boolean,
	"oral_contraception" boolean,
	"gap_days" integer NOT NULL,
	"previous_product_id" integer,
	"requested_product_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkins_injections_check" CHECK ("checkins"."injections_taken" BETWEEN 0 AND 4),
	CONSTRAINT "checkins_weight_check" CHECK ("checkins"."weight_kg" BETWEEN 20 AND 400)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"consultation_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(20) DEFAULT 'awaiting_review' NOT NULL,
	"requested_product_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_kind_check" CHECK ("consultations"."kind" IN ('initial', 'transfer', 'reorder', 'restart')),
	CONSTRAINT "consultations_status_check" CHECK ("consultations"."status" IN ('awaiting_review', 'info_requested', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "gp_letters" (
	"gp_letter_id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"not_required_reason" text,
	"sent_channel" varchar(20),
	"sent_at" timestamp with time zone,
	"sent_by_name" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gp_letters_status_check" CHECK ("gp_letters"."status" IN ('draft', 'sent', 'not_required'))
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"identity_check_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"method" varchar(30) NOT NULL,
	"document_type" varchar(30),
	"document_last4" varchar(4),
	"document_expiry" date,
	"name_matches" boolean NOT NULL,
	"dob_matches" boolean NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"recorded_by_employee_id" integer NOT NULL,
	"recorded_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_checks_method_check" CHECK ("identity_checks"."method" IN ('live_video_document', 'in_person_document', 'third_party')),
	CONSTRAINT "identity_checks_outcome_check" CHECK ("identity_checks"."outcome" IN ('verified', 'not_verified'))
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"measurement_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"weight_kg" numeric(5, 1) NOT NULL,
	"height_cm" numeric(5, 1),
	"bmi" numeric(4, 1),
	"measured_on" date NOT NULL,
	"source" varchar(200),
	"order_id" integer,
	"recorded_by_employee_id" integer NOT NULL,
	"recorded_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "measurements_method_check" CHECK ("measurements"."method" IN ('live_video', 'in_person', 'gp_record', 'third_party_record', 'photo', 'recorded_video')),
	CONSTRAINT "measurements_weight_check" CHECK ("measurements"."weight_kg" BETWEEN 20 AND 400),
	CONSTRAINT "measurements_height_check" CHECK ("measurements"."height_cm" IS NULL OR "measurements"."height_cm" BETWEEN 50 AND 272)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"sender" varchar(10) NOT NULL,
	"sender_user_id" text,
	"sender_name" varchar(200),
	"body" text NOT NULL,
	"consultation_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" IN ('patient', 'pharmacy')),
	CONSTRAINT "messages_body_check" CHECK (char_length("messages"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"order_event_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_user_id" text,
	"actor_name" varchar(200),
	"note" text,
	"data" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor_kind" IN ('patient', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "patient_files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"data" "bytea",
	"uploaded_by_employee_id" integer NOT NULL,
	"uploaded_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "patient_files_kind_check" CHECK ("patient_files"."kind" IN ('identity', 'body', 'gp_record', 'transfer_evidence', 'other')),
	CONSTRAINT "patient_files_type_check" CHECK ("patient_files"."content_type" IN ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "patient_files_size_check" CHECK ("patient_files"."size_bytes" BETWEEN 1 AND 10485760)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" varchar(30) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"recorded_by_user_id" text NOT NULL,
	"recorded_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pom_register" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"medicine_name" varchar(200) NOT NULL,
	"strength" varchar(20) NOT NULL,
	"quantity" integer NOT NULL,
	"prescriber_name" varchar(200) NOT NULL,
	"prescriber_address" text NOT NULL,
	"patient_name" varchar(200) NOT NULL,
	"patient_address" text NOT NULL,
	"prescription_date" date NOT NULL,
	"batch_number" varchar(50) NOT NULL,
	"expiry_date" date NOT NULL,
	"entered_by_user_id" text NOT NULL,
	"entered_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescribing_decisions" (
	"decision_id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"prescriber_employee_id" integer NOT NULL,
	"prescriber_name" varchar(200) NOT NULL,
	"prescriber_gphc" varchar(7) NOT NULL,
	"prescriber_type" varchar(100),
	"reasoning" text,
	"product_id" integer,
	"quantity" integer,
	"directions" text,
	"reject_reason" varchar(30),
	"question" text,
	"contact_method" varchar(20),
	"contact_justification" text,
	"gp_sharing" varchar(20),
	"gp_not_shared_reason" text,
	"contraception_advice_given" boolean,
	"supersedes_decision_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prescribing_decisions_outcome_check" CHECK ("prescribing_decisions"."outcome" IN ('approved', 'rejected', 'info_requested')),
	CONSTRAINT "prescribing_decisions_reasoning_check" CHECK ("prescribing_decisions"."outcome" = 'info_requested' OR char_length("prescribing_decisions"."reasoning") BETWEEN 20 AND 5000),
	CONSTRAINT "prescribing_decisions_approved_check" CHECK ("prescribing_decisions"."outcome" <> 'approved' OR ("prescribing_decisions"."product_id" IS NOT NULL AND "prescribing_decisions"."quantity" = 1 AND "prescribing_decisions"."directions" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"prescription_id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"consultation_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"medicine_name" varchar(200) NOT NULL,
	"strength" varchar(20) NOT NULL,
	"quantity" integer NOT NULL,
	"directions" text NOT NULL,
	"prescriber_name" varchar(200) NOT NULL,
	"prescriber_gphc" varchar(7) NOT NULL,
	"prescriber_type" varchar(100),
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "side_effect_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"symptoms" jsonb NOT NULL,
	"red_flags" jsonb NOT NULL,
	"is_red_flag" boolean NOT NULL,
	"details" text,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_employee_id" integer,
	"handled_by_name" varchar(200),
	"handled_note" text
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "role" varchar(20) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gphc_number" varchar(7);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "prescriber_type" varchar(100);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "removed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" varchar(50);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(40);--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "gp_practice_name" varchar(200);--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "gp_practice_address" varchar(500);--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "gp_consent" varchar(10);--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "transfer_provider" varchar(200);--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "transfer_dose_mg" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "transfer_last_injection" date;--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "transfer_evidence" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "reorder_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_acknowledgements" ADD CONSTRAINT "advice_acknowledgements_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_acknowledgements" ADD CONSTRAINT "advice_acknowledgements_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_previous_product_id_products_product_id_fk" FOREIGN KEY ("previous_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_requested_product_id_products_product_id_fk" FOREIGN KEY ("requested_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_requested_product_id_products_product_id_fk" FOREIGN KEY ("requested_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gp_letters" ADD CONSTRAINT "gp_letters_consultation_id_consultations_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("consultation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gp_letters" ADD CONSTRAINT "gp_letters_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_recorded_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("recorded_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_recorded_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("recorded_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_consultation_id_consultations_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("consultation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_uploaded_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("uploaded_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pom_register" ADD CONSTRAINT "pom_register_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescribing_decisions" ADD CONSTRAINT "prescribing_decisions_consultation_id_consultations_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("consultation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescribing_decisions" ADD CONSTRAINT "prescribing_decisions_prescriber_employee_id_employees_employee_id_fk" FOREIGN KEY ("prescriber_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescribing_decisions" ADD CONSTRAINT "prescribing_decisions_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_decision_id_prescribing_decisions_decision_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."prescribing_decisions"("decision_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_consultation_id_consultations_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("consultation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_effect_reports" ADD CONSTRAINT "side_effect_reports_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_effect_reports" ADD CONSTRAINT "side_effect_reports_handled_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("handled_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advice_acknowledgements_order_kind_key" ON "advice_acknowledgements" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_order_key" ON "checkins" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "checkins_patient_idx" ON "checkins" USING btree ("patient_id","checkin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_order_key" ON "consultations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consultations_queue_idx" ON "consultations" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "consultations_patient_idx" ON "consultations" USING btree ("patient_id","consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gp_letters_consultation_key" ON "gp_letters" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "gp_letters_status_idx" ON "gp_letters" USING btree ("status");--> statement-breakpoint
CREATE INDEX "identity_checks_patient_idx" ON "identity_checks" USING btree ("patient_id","identity_check_id");--> statement-breakpoint
CREATE INDEX "measurements_patient_idx" ON "measurements" USING btree ("patient_id","measured_on");--> statement-breakpoint
CREATE INDEX "messages_patient_idx" ON "messages" USING btree ("patient_id","message_id");--> statement-breakpoint
CREATE INDEX "messages_unread_from_patients_idx" ON "messages" USING btree ("patient_id") WHERE "messages"."sender" = 'patient' AND "messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","order_event_id");--> statement-breakpoint
CREATE INDEX "patient_files_patient_idx" ON "patient_files" USING btree ("patient_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pom_register_order_key" ON "pom_register" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pom_register_date_idx" ON "pom_register" USING btree ("entry_date","entry_id");--> statement-breakpoint
CREATE INDEX "prescribing_decisions_consultation_idx" ON "prescribing_decisions" USING btree ("consultation_id","decision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_decision_key" ON "prescriptions" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "prescriptions_order_idx" ON "prescriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "side_effect_reports_patient_idx" ON "side_effect_reports" USING btree ("patient_id","report_id");--> statement-breakpoint
CREATE INDEX "side_effect_reports_open_red_flags_idx" ON "side_effect_reports" USING btree ("patient_id") WHERE "side_effect_reports"."is_red_flag" AND "side_effect_reports"."handled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_check" CHECK ("employees"."role" IN ('staff', 'prescriber', 'superintendent'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_gphc_check" CHECK ("employees"."role" = 'staff' OR "employees"."gphc_number" ~ '^[0-9]{7}$');--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_gp_consent_check" CHECK ("patient_history"."gp_consent" IS NULL OR "patient_history"."gp_consent" IN ('yes', 'no', 'no_gp'));