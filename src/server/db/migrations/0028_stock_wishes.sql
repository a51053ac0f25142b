CREATE TABLE "stock_wishes" (
	"wish_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_wishes" ADD CONSTRAINT "stock_wishes_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_wishes" ADD CONSTRAINT "stock_wishes_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_wishes_waiting_key" ON "stock_wishes" USING btree ("patient_id","product_id") WHERE "stock_wishes"."told_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_wishes_product_idx" ON "stock_wishes" USING btree ("product_id") WHERE "stock_wishes"."told_at" IS NULL;