ALTER TABLE "catalogue_state" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Content moves with the version up to here: the active build was made for it.
UPDATE "catalogue_state" SET "content_version" = "version" WHERE "id" = 1;
--> statement-breakpoint
-- Tables every page may show: their change is content (the version it made). Images and
-- search_vocabulary are not (the feed logs neither: bytes behind /images/<key>, the live search's words).
CREATE OR REPLACE FUNCTION catalogue_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now(),
    content_version = CASE WHEN TG_TABLE_NAME IN ('images', 'search_vocabulary') THEN content_version ELSE version + 1 END
    WHERE id = 1 RETURNING version INTO changed;
  IF TG_TABLE_NAME NOT IN ('images', 'search_vocabulary') THEN
    INSERT INTO catalogue_changes (version, product_id, source) VALUES (changed, NULL, TG_TABLE_NAME);
  END IF;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Products and what hangs off one product, as migration 0015 logs them. An UPDATE of products that
-- changes nothing but price, old price, stock and popularity (an order taking stock, an editor's
-- price) moves the version (caches, the feed: listings order by them) but not the content: pages
-- refresh those after hydration, so a start-up does not rebuild for them.
CREATE OR REPLACE FUNCTION catalogue_touch_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
  content boolean := true;
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
    content := EXISTS (
      SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR n.id IS NULL
        OR (to_jsonb(n) - ARRAY['price', 'old_price', 'stock', 'popularity'])
           IS DISTINCT FROM (to_jsonb(o) - ARRAY['price', 'old_price', 'stock', 'popularity'])
    );
  END IF;
  UPDATE catalogue_state SET version = version + 1, changed_at = now(),
    content_version = CASE WHEN content THEN version + 1 ELSE content_version END
    WHERE id = 1 RETURNING version INTO changed;
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
