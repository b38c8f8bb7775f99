CREATE TABLE "identifier_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"verification_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identifier_changes" ADD CONSTRAINT "identifier_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identifier_changes_verification_idx" ON "identifier_changes" USING btree ("verification_hash");--> statement-breakpoint
CREATE INDEX "identifier_changes_user_idx" ON "identifier_changes" USING btree ("user_id");