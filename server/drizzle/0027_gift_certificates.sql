CREATE TABLE "gift_certificate_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_certificate_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "gift_certificate_uses_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "gift_certificate_uses_amount_positive" CHECK ("gift_certificate_uses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"unit" integer NOT NULL,
	"product_id" integer NOT NULL,
	"buyer_id" integer,
	"recipient" text NOT NULL,
	"note" text,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_certificates_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_certificates_unit_unique" UNIQUE("order_id","position","unit"),
	CONSTRAINT "gift_certificates_balance_within" CHECK ("gift_certificates"."balance" >= 0 and "gift_certificates"."balance" <= "gift_certificates"."value")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gift_certificate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_to" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_note" text;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "gift_certificate_id" integer;--> statement-breakpoint
ALTER TABLE "order_mails" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_certificate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_certificate_uses" ADD CONSTRAINT "gift_certificate_uses_gift_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_uses" ADD CONSTRAINT "gift_certificate_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_certificate_uses_certificate_idx" ON "gift_certificate_uses" USING btree ("gift_certificate_id");--> statement-breakpoint
CREATE INDEX "gift_certificates_buyer_idx" ON "gift_certificates" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "gift_certificates_last4_idx" ON "gift_certificates" USING btree ("last4");--> statement-breakpoint
-- Every way an order is cancelled (the shopper's, staff's, the payments' sweep) gives its gift
-- certificate's amount back, once: only the move into 'cancelled' fires it, only an unreleased use is
-- touched, and the use's row lock makes a concurrent second cancel find it released (docs/adr/031).
CREATE FUNCTION gift_release_on_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH released AS (
    UPDATE gift_certificate_uses SET released_at = now()
    WHERE order_id = NEW.id AND released_at IS NULL
    RETURNING gift_certificate_id, amount
  )
  UPDATE gift_certificates AS g SET balance = g.balance + released.amount
  FROM released WHERE g.id = released.gift_certificate_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_gift_release AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
  EXECUTE FUNCTION gift_release_on_cancel();
