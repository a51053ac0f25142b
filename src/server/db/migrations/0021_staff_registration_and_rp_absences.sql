CREATE TABLE "rp_absences" (
	"rp_absence_id" serial PRIMARY KEY NOT NULL,
	"rp_log_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_name" varchar(200),
	CONSTRAINT "rp_absences_times_check" CHECK ("rp_absences"."ended_at" IS NULL OR ("rp_absences"."ended_at" >= "rp_absences"."started_at" AND "rp_absences"."ended_by_name" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "registration" varchar(20) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "accredited_checker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 114: the GPhC registers pharmacists and pharmacy technicians, and only a pharmacist
-- prescribes among them; a staff record with a GPhC number was a pharmacist working as staff
-- (decision 022). So every record with a number is a pharmacist's; the others are none, until
-- the superintendent records a technician.
UPDATE "employees" SET "registration" = 'pharmacist' WHERE "gphc_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "rp_absences" ADD CONSTRAINT "rp_absences_rp_log_id_rp_log_rp_log_id_fk" FOREIGN KEY ("rp_log_id") REFERENCES "public"."rp_log"("rp_log_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rp_absences_one_open" ON "rp_absences" USING btree ((true)) WHERE "rp_absences"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "rp_absences_rp_log_idx" ON "rp_absences" USING btree ("rp_log_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_registration_check" CHECK ("employees"."registration" IN ('pharmacist', 'technician', 'none'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_registration_gphc_check" CHECK ("employees"."registration" = 'none' OR "employees"."gphc_number" ~ '^[0-9]{7}$');--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_checker_check" CHECK (NOT "employees"."accredited_checker" OR "employees"."registration" = 'technician');--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_superintendent_check" CHECK ("employees"."role" <> 'superintendent' OR "employees"."registration" = 'pharmacist');--> statement-breakpoint
-- Decision 114: an absence is written when it starts; its end (the time, who recorded it) is
-- written once; nothing else changes, nothing goes (as the RP log itself, migration 0014).
CREATE OR REPLACE FUNCTION rp_absences_end_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL
     AND (to_jsonb(NEW) - 'ended_at' - 'ended_by_name') = (to_jsonb(OLD) - 'ended_at' - 'ended_by_name') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'rp_absences: only the end is written, once; % refused', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER rp_absences_end_only BEFORE UPDATE OR DELETE ON rp_absences FOR EACH ROW EXECUTE FUNCTION rp_absences_end_only();--> statement-breakpoint
CREATE TRIGGER rp_absences_no_truncate BEFORE TRUNCATE ON rp_absences FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
