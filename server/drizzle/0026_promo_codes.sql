CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"discount" numeric(12, 2) NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_code_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"min_total" numeric(12, 2),
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"per_shopper_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"combines_with_weekly" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_code_key_unique" UNIQUE("code_key"),
	CONSTRAINT "promo_codes_kind_known" CHECK ("promo_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_value_positive" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" = 'amount' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_dates_ordered" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("promo_code_id","user_id") WHERE "promo_code_uses"."released_at" is null;--> statement-breakpoint
-- Every way an order is cancelled (staff, the payments' sweep) releases its code's use, once: only
-- the move into 'cancelled' fires it, and only an unreleased use is touched (docs/adr/030).
CREATE FUNCTION promo_release_on_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promo_code_uses SET released_at = now() WHERE order_id = NEW.id AND released_at IS NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_promo_release AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
  EXECUTE FUNCTION promo_release_on_cancel();
