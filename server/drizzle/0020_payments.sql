CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"gateway_state" text,
	"action_code" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"bank" text NOT NULL,
	"attempt" integer NOT NULL,
	"gateway_order_id" text,
	"form_url" text,
	"amount_minor" integer NOT NULL,
	"currency" integer NOT NULL,
	"state" text NOT NULL,
	"mismatch" text,
	"settle" text,
	"hold_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_attempt_idx" ON "payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_idx" ON "payments" USING btree ("bank","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("state","hold_until");--> statement-breakpoint
CREATE INDEX "orders_payment_hold_idx" ON "orders" USING btree ("payment_hold_until") WHERE "orders"."status" = 'awaiting_payment';