CREATE TABLE "backup_runs" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"ok" boolean NOT NULL,
	"file" text,
	"bytes" bigint,
	"started_by" varchar(254) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" IN ('backup', 'restore_test'))
);
--> statement-breakpoint
CREATE TABLE "go_live_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"event" varchar(30) NOT NULL,
	"ok" boolean NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_user_id" text,
	"actor_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "go_live_events_event_check" CHECK ("go_live_events"."event" IN ('booking_link_checked', 'went_live'))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "backup_runs_kind_idx" ON "backup_runs" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "go_live_events_event_idx" ON "go_live_events" USING btree ("event","created_at" DESC NULLS LAST);