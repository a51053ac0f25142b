CREATE TABLE "refund_requests" (
	"order_id" integer NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"payment_id" integer,
	"amount_pence" integer,
	"idempotency_key" varchar(255),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_requests_order_id_request_key_pk" PRIMARY KEY("order_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 109: a refund request is evidence like the refund it made (migration 0012): never
-- changed or removed (the retention erasure excepted, through refuse_change).
CREATE TRIGGER refund_requests_append_only BEFORE UPDATE OR DELETE ON refund_requests FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER refund_requests_no_truncate BEFORE TRUNCATE ON refund_requests FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
