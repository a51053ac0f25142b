CREATE TABLE "payment_checkouts" (
	"checkout_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"session_id" varchar(255) NOT NULL,
	"url" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"payment_event_id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"order_id" integer,
	"outcome" varchar(30) NOT NULL,
	"provider_payment_id" varchar(255),
	"data" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_settlements" (
	"settlement_id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_settlements_outcome_check" CHECK ("refund_settlements"."outcome" IN ('succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" varchar(30) NOT NULL,
	"reference" varchar(255) NOT NULL,
	"provider_refund_id" varchar(255),
	"requested_by_user_id" text,
	"requested_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_provider_check" CHECK ("refunds"."provider" IN ('manual', 'stripe')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "payments_order_key";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "recorded_by_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" varchar(10) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" varchar(3) DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_session_id" varchar(255);--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_settlements" ADD CONSTRAINT "refund_settlements_refund_id_refunds_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("refund_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_settlements" ADD CONSTRAINT "refund_settlements_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_session_key" ON "payment_checkouts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_order_idx" ON "payment_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_settlements_refund_key" ON "refund_settlements" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" IN ('manual', 'stripe'));