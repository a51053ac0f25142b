CREATE TABLE "stock_movements" (
	"movement_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"batch_number" varchar(50) NOT NULL,
	"expiry_date" date NOT NULL,
	"kind" varchar(30) NOT NULL,
	"from_place" varchar(12),
	"to_place" varchar(12),
	"quantity" integer NOT NULL,
	"order_id" integer,
	"supplier" varchar(200),
	"invoice_reference" varchar(100),
	"reason" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by_employee_id" integer,
	"recorded_by_name" varchar(200) NOT NULL,
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" > 0),
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" IN ('received', 'assembled', 'put_back', 'held_back', 'supplied', 'returned', 'quarantined', 'broken', 'destroyed', 'returned_to_wholesaler', 'found')),
	CONSTRAINT "stock_movements_places_check" CHECK ("stock_movements"."from_place" IS DISTINCT FROM "stock_movements"."to_place" AND ("stock_movements"."from_place" IS NULL OR "stock_movements"."from_place" IN ('stock', 'assembled', 'quarantine')) AND ("stock_movements"."to_place" IS NULL OR "stock_movements"."to_place" IN ('stock', 'assembled', 'quarantine'))),
	CONSTRAINT "stock_movements_normalised_check" CHECK ("stock_movements"."batch_number" = upper(btrim("stock_movements"."batch_number")) AND "stock_movements"."batch_number" <> ''),
	CONSTRAINT "stock_movements_received_check" CHECK ("stock_movements"."kind" <> 'received' OR ("stock_movements"."supplier" IS NOT NULL AND "stock_movements"."invoice_reference" IS NOT NULL)),
	CONSTRAINT "stock_movements_order_check" CHECK (("stock_movements"."kind" IN ('assembled', 'put_back', 'held_back', 'supplied', 'returned')) = ("stock_movements"."order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_recorded_by_employee_id_employees_employee_id_fk" FOREIGN KEY ("recorded_by_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_batch_idx" ON "stock_movements" USING btree ("product_id","batch_number");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_recorded_idx" ON "stock_movements" USING btree ("recorded_at","movement_id");--> statement-breakpoint
-- Stock is counted by its movements (decision 124): none is ever changed or taken back.
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER stock_movements_no_truncate BEFORE TRUNCATE ON stock_movements FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
