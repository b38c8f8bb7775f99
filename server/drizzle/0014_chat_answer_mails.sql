CREATE TABLE "chat_answer_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"after_id" integer NOT NULL,
	"up_to_id" integer NOT NULL,
	"to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_answer_mails" ADD CONSTRAINT "chat_answer_mails_ticket_id_chat_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."chat_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_answer_mails_pending_idx" ON "chat_answer_mails" USING btree ("sent_at","id");