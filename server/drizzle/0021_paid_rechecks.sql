ALTER TABLE "order_mails" ADD COLUMN "kind" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recheck_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_recheck_idx" ON "payments" USING btree ("recheck_at") WHERE "payments"."state" = 'paid';--> statement-breakpoint
-- Attempts paid before this migration are rechecked from now on (docs/adr/025 rule 7).
UPDATE "payments" SET "paid_at" = "updated_at", "recheck_at" = now() WHERE "state" = 'paid' AND "settle" IS NULL;
