CREATE TABLE "payment_sim_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"order_number" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" integer NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"language" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"action_code" integer,
	"action_text" text,
	"masked_pan" text,
	"silent_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_sim_orders_amount_positive" CHECK ("payment_sim_orders"."amount_minor" > 0),
	CONSTRAINT "payment_sim_orders_refund_within" CHECK ("payment_sim_orders"."refunded_minor" between 0 and "payment_sim_orders"."amount_minor"),
	CONSTRAINT "payment_sim_orders_status" CHECK ("payment_sim_orders"."status" between 0 and 6)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sim_orders_number_idx" ON "payment_sim_orders" USING btree ("merchant","order_number");