CREATE TABLE "chat_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"sender" text NOT NULL,
	"operator_id" integer,
	"client_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shopper" text NOT NULL,
	"user_id" integer,
	"email" text,
	"lng" text NOT NULL,
	"operator_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"comment" text,
	"rating" integer,
	"note" text,
	"shopper_read_id" integer DEFAULT 0 NOT NULL,
	"operator_read_id" integer DEFAULT 0 NOT NULL,
	"emailed_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_tickets_rating" CHECK ("chat_tickets"."rating" is null or "chat_tickets"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "operators_login_unique" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_ticket_id_chat_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."chat_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("sender","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_ticket_idx" ON "chat_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_tickets_one_open_idx" ON "chat_tickets" USING btree ("shopper") WHERE "chat_tickets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_tickets_shopper_idx" ON "chat_tickets" USING btree ("shopper","id");--> statement-breakpoint
CREATE INDEX "chat_tickets_status_idx" ON "chat_tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_idx" ON "operator_sessions" USING btree ("token_hash");