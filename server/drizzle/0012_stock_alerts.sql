CREATE TABLE "stock_alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"alert_id" integer NOT NULL,
	"channel" text NOT NULL,
	"product_id" integer NOT NULL,
	"lng" text NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"runner" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alert_deliveries_delivery_id_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"push_endpoint" text,
	"push_key" text,
	"push_p256dh" text,
	"push_auth" text,
	"fio" text DEFAULT '' NOT NULL,
	"lng" text DEFAULT 'tm' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_one_channel" CHECK (("stock_alerts"."email" is null) <> ("stock_alerts"."push_endpoint" is null))
);
--> statement-breakpoint
ALTER TABLE "stock_alert_deliveries" ADD CONSTRAINT "stock_alert_deliveries_alert_id_stock_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alert_deliveries_alert_idx" ON "stock_alert_deliveries" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "stock_alert_deliveries_pending_idx" ON "stock_alert_deliveries" USING btree ("id") WHERE sent_at is null and failed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("product_id","email") WHERE email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_push_idx" ON "stock_alerts" USING btree ("product_id","push_key") WHERE push_key is not null;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_email_owner_idx" ON "stock_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stock_alerts_push_owner_idx" ON "stock_alerts" USING btree ("push_key");--> statement-breakpoint
-- Back-in-stock (docs/adr/020): whatever raises a product's stock from 0 (an editor's change, a
-- catalogue import, an order cancelled back into stock) queues one notification per waiting
-- subscription in the same transaction; the worker is woken by the notice, sent at commit.
CREATE OR REPLACE FUNCTION stock_alerts_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH due AS (
    UPDATE stock_alerts SET notified_at = now()
    WHERE product_id = NEW.id AND notified_at IS NULL
    RETURNING id, email, lng
  )
  INSERT INTO stock_alert_deliveries (delivery_id, alert_id, channel, product_id, lng)
  SELECT gen_random_uuid()::text, id, CASE WHEN email IS NULL THEN 'push' ELSE 'email' END, NEW.id, lng FROM due;
  IF FOUND THEN
    PERFORM pg_notify('stock_alerts_queued', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_restocked AFTER UPDATE OF stock ON products FOR EACH ROW
  WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION stock_alerts_restocked();
