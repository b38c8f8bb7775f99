CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"product_id" integer,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_state" ADD COLUMN "changes_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
-- The feed starts complete from here: a build sourced at an older version sources everything.
UPDATE "catalogue_state" SET "changes_from" = "version" WHERE "id" = 1;
--> statement-breakpoint
-- Tables every page may show (names of categories, brands, parameters; groups; footer pages): the
-- statement's version is logged without a product, which makes the next build source everything.
-- Nothing to log for images (bytes behind /images/<key>; pages name only the key) and
-- search_vocabulary (the live search's words, which product triggers fill).
CREATE OR REPLACE FUNCTION catalogue_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version INTO changed;
  IF TG_TABLE_NAME NOT IN ('images', 'search_vocabulary') THEN
    INSERT INTO catalogue_changes (version, product_id, source) VALUES (changed, NULL, TG_TABLE_NAME);
  END IF;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Products and what hangs off one product: the version moves on once per statement, as before, and
-- the products the statement touched (its transition tables; both old and new rows of an update)
-- are logged with that version. The UPDATE of catalogue_state locks its row until the transaction
-- ends, so versions follow the order of commits and a reader who sees version N sees every entry up
-- to N. A TRUNCATE has no rows to name: logged without a product.
CREATE OR REPLACE FUNCTION catalogue_touch_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version INTO changed;
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO catalogue_changes (version, product_id, source) VALUES (changed, NULL, TG_TABLE_NAME);
  ELSIF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO catalogue_changes (version, product_id, source) SELECT DISTINCT changed, id, TG_TABLE_NAME FROM new_rows;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO catalogue_changes (version, product_id, source)
        SELECT changed, id, TG_TABLE_NAME FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) touched;
    ELSE
      INSERT INTO catalogue_changes (version, product_id, source) SELECT DISTINCT changed, id, TG_TABLE_NAME FROM old_rows;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO catalogue_changes (version, product_id, source) SELECT DISTINCT changed, product_id, TG_TABLE_NAME FROM new_rows;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO catalogue_changes (version, product_id, source)
        SELECT changed, product_id, TG_TABLE_NAME FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) touched;
    ELSE
      INSERT INTO catalogue_changes (version, product_id, source) SELECT DISTINCT changed, product_id, TG_TABLE_NAME FROM old_rows;
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_touch ON products;
--> statement-breakpoint
CREATE TRIGGER products_insert_touch AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER products_update_touch AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER products_delete_touch AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER products_truncate_touch AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_images_touch ON product_images;
--> statement-breakpoint
CREATE TRIGGER product_images_insert_touch AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_images_update_touch AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_images_delete_touch AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_images_truncate_touch AFTER TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_parameters_touch ON product_parameters;
--> statement-breakpoint
CREATE TRIGGER product_parameters_insert_touch AFTER INSERT ON product_parameters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_parameters_update_touch AFTER UPDATE ON product_parameters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_parameters_delete_touch AFTER DELETE ON product_parameters REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_parameters_truncate_touch AFTER TRUNCATE ON product_parameters FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_links_touch ON product_links;
--> statement-breakpoint
CREATE TRIGGER product_links_insert_touch AFTER INSERT ON product_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_links_update_touch AFTER UPDATE ON product_links REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_links_delete_touch AFTER DELETE ON product_links REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_links_truncate_touch AFTER TRUNCATE ON product_links FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
