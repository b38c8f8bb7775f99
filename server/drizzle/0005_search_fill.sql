-- Search columns (docs/search.md). search_fold() folds text as server/src/lib/text-fold.ts does (it is generated
-- by foldFunctionSql() of text-fold-sql.ts); row triggers fill the columns whenever a name, model or brand changes.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(regexp_replace(regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(replace(replace(replace(replace(replace(replace(replace(translate(coalesce(input, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÇŇÖŞÜÝŽÀÁÂÃÅĀĂĄÈÉÊËĒĖĘÌÍÎÏĪĮİÒÓÔÕØŌÙÚÛŪŮŰŃÑŚŠĆČŹŻĞŁĎŤŘŸАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӘҢӨҮҖІЇЄҐЎҚҒҰҺ', 'abcdefghijklmnopqrstuvwxyzäçňöşüýžàáâãåāăąèéêëēėęìíîïīįiòóôõøōùúûūůűńñśšćčźżğłďťřÿабвгдеёжзийклмнопрстуфхцчшщъыьэюяәңөүҗіїєґўқғұһ'), 'дж', 'j'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'щ', 'sh'), 'ю', 'iu'), 'я', 'ia'), 'äàáâãåāăąаәбçćčдďèéêëēėęеёэєфğгґғхһìíîïīįıийыіїҗкқłлмňńñнңöòóôõøōоөпřрşśšßсťтüùúûūůűуүұўвýÿžźżжзъь', 'aaaaaaaaaaabcccddeeeeeeeeeeefgggghhiiiiiiiiiiiijkkllmnnnnnoooooooooprrsssssttuuuuuuuuuuuvyyzzzzz'), 'sch', 's'), 'sh', 's'), 'ch', 'k'), 'ph', 'f'), 'kh', 'h'), 'zh', 'z'), 'x', 'ks'), 'c', 'k'), 'q', 'k'), 'w', 'v'), 'y', 'i'), '[^abcdefghijklmnopqrstuvwxyz0123456789]+', ' ', 'g'), '([abcdefghijklmnopqrstuvwxyz])\1', '\1', 'g'))
$$;
--> statement-breakpoint
-- The distinct words of a folded text, in order of first appearance.
CREATE OR REPLACE FUNCTION search_distinct_words(folded text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(word ORDER BY first), '{}') FROM (
    SELECT word, min(position) AS first FROM unnest(string_to_array(folded, ' ')) WITH ORDINALITY AS w(word, position)
    WHERE word <> '' GROUP BY word) AS distinct_words
$$;
--> statement-breakpoint
-- {a, b} -> ' a b ': words between spaces, so that LIKE '% a %' finds a whole word and '% a%' a word start.
CREATE OR REPLACE FUNCTION search_spaced(words text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(words) = 0 THEN '' ELSE ' ' || array_to_string(words, ' ') || ' ' END
$$;
--> statement-breakpoint
-- 'galaksi a15' -> {galaksia15, a15}: a model typed from any of its words on, without spaces.
CREATE OR REPLACE FUNCTION search_suffix_keys(folded text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(array_to_string(words[i:], '') ORDER BY i), '{}')
  FROM (SELECT string_to_array(folded, ' ') AS words) AS w, generate_series(1, coalesce(array_length(words, 1), 0)) AS i
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := search_distinct_words(search_fold(NEW.name));
  NEW.search_text := search_spaced(NEW.search_words);
  NEW.search_keys := search_spaced(search_distinct_words(replace(search_fold(NEW.name), ' ', '')));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_fill BEFORE INSERT OR UPDATE OF name ON brands FOR EACH ROW EXECUTE FUNCTION brands_search_fill();
--> statement-breakpoint
-- A renamed brand refolds its products, whose search columns hold the brand's name.
CREATE OR REPLACE FUNCTION brands_search_cascade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET model = model WHERE brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_cascade AFTER UPDATE OF name ON brands FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION brands_search_cascade();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text[] := ARRAY[search_fold(NEW.name->>'tm'), search_fold(NEW.name->>'ru'), search_fold(NEW.name->>'en')];
BEGIN
  NEW.search_words := search_distinct_words(concat_ws(' ', names[1], names[2], names[3]));
  NEW.search_text := search_spaced(NEW.search_words);
  NEW.search_keys := search_spaced(search_distinct_words(
    concat_ws(' ', replace(names[1], ' ', ''), replace(names[2], ' ', ''), replace(names[3], ' ', ''))));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_fill BEFORE INSERT OR UPDATE OF name ON categories FOR EACH ROW EXECUTE FUNCTION categories_search_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand text := search_fold((SELECT b.name FROM brands b WHERE b.id = NEW.brand_id));
  model text := search_fold(NEW.model);
  names text[] := ARRAY[search_fold(NEW.name->>'tm'), search_fold(NEW.name->>'ru'), search_fold(NEW.name->>'en')];
  brand_model text := replace(brand || model, ' ', '');
  model_keys text := array_to_string(search_suffix_keys(model), ' ');
BEGIN
  NEW.search_words := search_distinct_words(concat_ws(' ', brand, model, names[1], names[2], names[3]));
  NEW.search_text := search_spaced(NEW.search_words);
  NEW.search_keys := search_spaced(search_distinct_words(concat_ws(' ', model_keys,
    brand_model, replace(names[1], ' ', ''), replace(names[2], ' ', ''), replace(names[3], ' ', ''))));
  NEW.search_compact := trim(replace(model, ' ', '') || ' ' || brand_model);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_fill BEFORE INSERT OR UPDATE OF name, model, brand_id ON products FOR EACH ROW EXECUTE FUNCTION products_search_fill();
--> statement-breakpoint
-- New words join the vocabulary once per statement (an import batch), not once per row.
CREATE OR REPLACE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word) SELECT DISTINCT unnest(search_words) FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
CREATE TRIGGER brands_vocabulary_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
CREATE TRIGGER brands_vocabulary_update AFTER UPDATE ON brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
CREATE TRIGGER categories_vocabulary_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
CREATE TRIGGER categories_vocabulary_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
-- The vocabulary is derived from the catalogue: its changes move the catalogue version too (migration 0003).
CREATE TRIGGER search_vocabulary_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_vocabulary FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch();
--> statement-breakpoint
-- Fill the columns of a catalogue loaded before this migration.
UPDATE brands SET name = name;
--> statement-breakpoint
UPDATE categories SET name = name;
--> statement-breakpoint
UPDATE products SET model = model;
