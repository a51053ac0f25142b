CREATE TABLE "deletion_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"patient_id" integer,
	"email" varchar(254) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	CONSTRAINT "deletion_requests_status_check" CHECK ("deletion_requests"."status" IN ('open', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_requests_open_idx" ON "deletion_requests" USING btree ("requested_at") WHERE "deletion_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_open_per_user" ON "deletion_requests" USING btree ("user_id") WHERE "deletion_requests"."status" = 'open';