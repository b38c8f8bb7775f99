INSERT INTO catalogue_state (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER brands_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER parameters_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parameters FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER parameter_values_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parameter_values FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER category_parameters_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_parameters FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER products_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER product_images_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER product_parameters_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_parameters FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER product_links_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_links FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER footer_pages_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON footer_pages FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER groups_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER group_items_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_items FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
CREATE TRIGGER images_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
