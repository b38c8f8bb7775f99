CREATE TABLE "payment_sim_merchants" (
	"merchant" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sim_orders" ADD COLUMN "three_ds_failures" integer DEFAULT 0 NOT NULL;