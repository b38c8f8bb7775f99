CREATE TABLE "site_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"causes" jsonb NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"runner" text,
	"lease_until" timestamp with time zone,
	"catalogue_version" bigint,
	"step" text,
	"log_tail" text DEFAULT '' NOT NULL,
	"failure" text,
	"files" integer,
	"reused_files" integer,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active_build_id" integer,
	"switched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_state" ADD CONSTRAINT "site_state_active_build_id_site_builds_id_fk" FOREIGN KEY ("active_build_id") REFERENCES "public"."site_builds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_queued_idx" ON "site_builds" USING btree ("status") WHERE status = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_running_idx" ON "site_builds" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "site_builds_status_idx" ON "site_builds" USING btree ("status","id");