CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_email" varchar(254),
	"action" varchar(50) NOT NULL,
	"target_type" varchar(50) NOT NULL,
	"target_id" varchar(100) NOT NULL,
	"changed_fields" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30),
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" IN ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"employee_id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"user_id" text,
	"name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"order_line_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"item_description" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "order_status" (
	"order_status_id" integer PRIMARY KEY NOT NULL,
	"description" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"order_status_id" integer DEFAULT 1 NOT NULL,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"vat" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_due" numeric(10, 2) DEFAULT '0' NOT NULL,
	"delivery_method" varchar(10),
	"ship_addr1" varchar(200),
	"ship_addr2" varchar(200),
	"ship_addr3" varchar(100),
	"ship_county" varchar(100),
	"ship_postcode" varchar(12),
	"product_name" varchar(200),
	"patient_history_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_delivery_method_check" CHECK ("orders"."delivery_method" IS NULL OR "orders"."delivery_method" IN ('delivery', 'pickup'))
);
--> statement-breakpoint
CREATE TABLE "patient_history" (
	"patient_history_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"order_id" integer,
	"history_type_id" integer DEFAULT 1 NOT NULL,
	"height" numeric(5, 1) DEFAULT 0 NOT NULL,
	"weight" numeric(5, 1) DEFAULT 0 NOT NULL,
	"bmi" numeric(4, 1) DEFAULT 0 NOT NULL,
	"is_diabetic" boolean DEFAULT false NOT NULL,
	"diabetes_type" varchar(20),
	"diabetes_details" text,
	"dispense_allowed" boolean DEFAULT false NOT NULL,
	"date_completed" date,
	"is_pregnant_or_breastfeeding_details" text DEFAULT 'no' NOT NULL,
	"taking_other_weight_loss_medication_details" text DEFAULT 'no' NOT NULL,
	"history_of_pancreatitis_details" text DEFAULT 'no' NOT NULL,
	"history_of_heart_condition_details" text DEFAULT 'no' NOT NULL,
	"history_of_gallstones_details" text DEFAULT 'no' NOT NULL,
	"has_eating_disorder_details" text DEFAULT 'no' NOT NULL,
	"has_liver_or_kidney_issues_details" text DEFAULT 'no' NOT NULL,
	"history_of_ibs_or_bowel_disease_details" text DEFAULT 'no' NOT NULL,
	"tried_other_weight_loss_product_details" text DEFAULT 'no' NOT NULL,
	"have_other_medical_conditions_details" text DEFAULT 'no' NOT NULL,
	"taking_other_medications_details" text DEFAULT 'no' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_status" (
	"patient_status_id" integer PRIMARY KEY NOT NULL,
	"description" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_type" (
	"patient_type_id" integer PRIMARY KEY NOT NULL,
	"description" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"patient_id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"salutation" varchar(10),
	"firstname" varchar(100),
	"lastname" varchar(100),
	"email" varchar(254),
	"mobile" varchar(30),
	"date_of_birth" date,
	"sex" smallint,
	"address1" varchar(200),
	"address2" varchar(200),
	"address3" varchar(100),
	"postcode" varchar(12),
	"patient_status_id" integer DEFAULT 1 NOT NULL,
	"patient_type_id" integer DEFAULT 1 NOT NULL,
	"for_self" boolean DEFAULT true NOT NULL,
	"delivery_method" varchar(10) DEFAULT 'delivery' NOT NULL,
	"admin_notes" text,
	"status_updated_at" timestamp with time zone,
	"status_updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" text,
	CONSTRAINT "patients_sex_check" CHECK ("patients"."sex" IS NULL OR "patients"."sex" IN (1, 2)),
	CONSTRAINT "patients_delivery_method_check" CHECK ("patients"."delivery_method" IN ('delivery', 'pickup'))
);
--> statement-breakpoint
CREATE TABLE "pharmacy_settings" (
	"setting_id" serial PRIMARY KEY NOT NULL,
	"setting_key" varchar(100) NOT NULL,
	"setting_value" text NOT NULL,
	"setting_type" varchar(10) DEFAULT 'text' NOT NULL,
	"description" text,
	"category" varchar(50),
	"pharmacy_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "pharmacy_settings_setting_key_unique" UNIQUE("setting_key"),
	CONSTRAINT "pharmacy_settings_type_check" CHECK ("pharmacy_settings"."setting_type" IN ('text', 'email', 'number', 'url'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_id_order_status_order_status_id_fk" FOREIGN KEY ("order_status_id") REFERENCES "public"."order_status"("order_status_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_patient_status_id_patient_status_patient_status_id_fk" FOREIGN KEY ("patient_status_id") REFERENCES "public"."patient_status"("patient_status_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_patient_type_id_patient_type_patient_type_id_fk" FOREIGN KEY ("patient_type_id") REFERENCES "public"."patient_type"("patient_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_key" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_id_key" ON "employees" USING btree ("user_id") WHERE "employees"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_order_id_key" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_patient_status_idx" ON "orders" USING btree ("patient_id","order_status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_patient" ON "orders" USING btree ("patient_id") WHERE "orders"."order_status_id" IN (1, 2);--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "patient_history_patient_idx" ON "patient_history" USING btree ("patient_id","patient_history_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "patient_history_one_open_per_patient" ON "patient_history" USING btree ("patient_id") WHERE "patient_history"."order_id" IS NULL;--> statement-breakpoint
CREATE INDEX "patient_history_order_idx" ON "patient_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_user_id_key" ON "patients" USING btree ("user_id") WHERE "patients"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_status_idx" ON "patients" USING btree ("patient_status_id","patient_id" DESC NULLS LAST) WHERE "patients"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patients_type_idx" ON "patients" USING btree ("patient_type_id","patient_id" DESC NULLS LAST) WHERE "patients"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patients_created_at_idx" ON "patients" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patients_firstname_trgm_idx" ON "patients" USING gin (lower("firstname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_lastname_trgm_idx" ON "patients" USING gin (lower("lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_email_trgm_idx" ON "patients" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_fullname_trgm_idx" ON "patients" USING gin (lower(coalesce("firstname", '') || ' ' || coalesce("lastname", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pharmacy_settings_category_idx" ON "pharmacy_settings" USING btree ("category","setting_key");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");