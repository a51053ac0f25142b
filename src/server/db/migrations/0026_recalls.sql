CREATE TABLE "recall_batches" (
	"recall_id" integer NOT NULL,
	"batch_number" varchar(50) NOT NULL,
	CONSTRAINT "recall_batches_recall_id_batch_number_pk" PRIMARY KEY("recall_id","batch_number"),
	CONSTRAINT "recall_batches_normalised_check" CHECK ("recall_batches"."batch_number" = upper(btrim("recall_batches"."batch_number")))
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"recall_id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(40) NOT NULL,
	"recall_class" varchar(8) NOT NULL,
	"product_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"action" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by_employee_id" integer NOT NULL,
	"recorded_by_name" varchar(200) NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_employee_id" integer,
	"closed_by_name" varchar(200),
	"outcome" text,
	CONSTRAINT "recalls_class_check" CHECK ("recalls"."recall_class" IN ('1', '2', '3', '4', 'company')),
	CONSTRAINT "recalls_closed_check" CHECK (("recalls"."closed_at" IS NULL) = ("recalls"."outcome" IS NULL) AND ("recalls"."closed_at" IS NULL) = ("recalls"."closed_by_name" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "recall_batches" ADD CONSTRAINT "recall_batches_recall_id_recalls_recall_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("recall_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_recorded_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("recorded_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_closed_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("closed_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_batches_batch_idx" ON "recall_batches" USING btree ("batch_number");--> statement-breakpoint
CREATE UNIQUE INDEX "recalls_reference_key" ON "recalls" USING btree (upper("reference"));--> statement-breakpoint
CREATE INDEX "recalls_open_idx" ON "recalls" USING btree ("recorded_at") WHERE "recalls"."closed_at" IS NULL;--> statement-breakpoint
-- A recall is evidence (decision 122): written once, but for its closing; its batches append-only.
CREATE TRIGGER recalls_write_once BEFORE UPDATE OR DELETE ON recalls FOR EACH ROW
  EXECUTE FUNCTION write_once('closed_at', 'closed_by_employee_id', 'closed_by_name', 'outcome');--> statement-breakpoint
CREATE TRIGGER recalls_no_truncate BEFORE TRUNCATE ON recalls FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER recall_batches_append_only BEFORE UPDATE OR DELETE ON recall_batches FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER recall_batches_no_truncate BEFORE TRUNCATE ON recall_batches FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
