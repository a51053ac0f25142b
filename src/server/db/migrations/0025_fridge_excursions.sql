CREATE TABLE "fridge_excursions" (
	"excursion_id" serial PRIMARY KEY NOT NULL,
	"opened_by_reading_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_employee_id" integer,
	"closed_by_name" varchar(200),
	"outcome" varchar(12),
	"assessment" text,
	"stability_reference" text,
	CONSTRAINT "fridge_excursions_outcome_check" CHECK ("fridge_excursions"."outcome" IS NULL OR "fridge_excursions"."outcome" IN ('usable', 'quarantined')),
	CONSTRAINT "fridge_excursions_closed_check" CHECK (("fridge_excursions"."closed_at" IS NULL) = ("fridge_excursions"."outcome" IS NULL) AND ("fridge_excursions"."closed_at" IS NULL) = ("fridge_excursions"."closed_by_name" IS NULL) AND ("fridge_excursions"."closed_at" IS NULL) = ("fridge_excursions"."assessment" IS NULL)),
	CONSTRAINT "fridge_excursions_stability_check" CHECK ("fridge_excursions"."outcome" IS DISTINCT FROM 'usable' OR "fridge_excursions"."stability_reference" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "fridge_excursions" ADD CONSTRAINT "fridge_excursions_opened_by_reading_id_fridge_readings_reading_id_fk" FOREIGN KEY ("opened_by_reading_id") REFERENCES "public"."fridge_readings"("reading_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fridge_excursions" ADD CONSTRAINT "fridge_excursions_closed_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("closed_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fridge_excursions_one_open" ON "fridge_excursions" USING btree ((true)) WHERE "fridge_excursions"."closed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fridge_excursions_reading_key" ON "fridge_excursions" USING btree ("opened_by_reading_id");--> statement-breakpoint
-- One function for every write-once record (decision 121): an UPDATE may only fill the columns
-- named as the trigger's arguments, each once (from NULL); every other column stays as written;
-- DELETE is refused. The earlier tables keep their own functions (0014, 0021, 0023).
CREATE OR REPLACE FUNCTION write_once() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  once text[] := TG_ARGV;
  col text;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - once) = (to_jsonb(OLD) - once) THEN
    FOREACH col IN ARRAY once LOOP
      IF (to_jsonb(OLD) -> col) <> 'null'::jsonb AND (to_jsonb(OLD) -> col) IS DISTINCT FROM (to_jsonb(NEW) -> col) THEN
        RAISE EXCEPTION '%: % is written once', TG_TABLE_NAME, col USING ERRCODE = 'P0001';
      END IF;
    END LOOP;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '%: only % are written, once; % refused', TG_TABLE_NAME, array_to_string(once, ', '), TG_OP
    USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER fridge_excursions_write_once BEFORE UPDATE OR DELETE ON fridge_excursions FOR EACH ROW
  EXECUTE FUNCTION write_once('closed_at', 'closed_by_employee_id', 'closed_by_name', 'outcome', 'assessment', 'stability_reference');--> statement-breakpoint
CREATE TRIGGER fridge_excursions_no_truncate BEFORE TRUNCATE ON fridge_excursions FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
