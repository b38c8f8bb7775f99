DROP INDEX "products_popularity_idx";--> statement-breakpoint
CREATE INDEX "products_available_popularity_idx" ON "products" USING btree (("stock" > 0) desc,"popularity" DESC NULLS FIRST,"id");