CREATE TABLE "delivery_costs" (
	"welayat" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"free_from" numeric(12, 2),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"count" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "order_lines_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_lines_count_positive" CHECK ("order_lines"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_options" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"method" text,
	"name" jsonb NOT NULL,
	"needs_address" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_options_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"stock_taken" boolean DEFAULT false NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_surname" text DEFAULT '' NOT NULL,
	"recipient_phone" text NOT NULL,
	"recipient_email" text,
	"welayat" text,
	"etrap" text,
	"city" text,
	"street" text,
	"building" text,
	"home" text,
	"delivery_method" text,
	"delivery_type" text,
	"delivery_date" text,
	"delivery_time" text,
	"payment_method" text,
	"payment_type" text,
	"note" text,
	"pieces" integer NOT NULL,
	"delivery_cost" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"verification" text,
	"lng" text DEFAULT 'tm' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_pieces_positive" CHECK ("orders"."pieces" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_mails_pending_idx" ON "order_mails" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");