-- Search over everything a user may see (docs/decisions/0012-content-and-search.md): Spanish full
-- text without accents in stored tsvector columns with GIN indexes, and a table of every word for
-- typo tolerance. Written for PostgreSQL 15 and the embedded engine alike.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); indexes and generated columns need an
-- IMMUTABLE function, so it is wrapped with the dictionary named explicitly.
CREATE OR REPLACE FUNCTION public.armonia_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Text as the app's searchKey() writes it: lower case, no accents, punctuation as spaces.
CREATE OR REPLACE FUNCTION public.armonia_search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.armonia_unaccent($1)), '[^a-z0-9]+', ' ', 'g')) $$;
--> statement-breakpoint
-- Spanish stemming ("dolores" finds "dolor") after removing accents ("pancreas" finds "páncreas").
CREATE TEXT SEARCH CONFIGURATION public.es_unaccent (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.es_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;
--> statement-breakpoint
ALTER TABLE "catalog_registers" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.es_unaccent'::regconfig, "name"), 'A') ||
  setweight(to_tsvector('public.es_unaccent'::regconfig, "search_text"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "catalog_registers_tsv_idx" ON "catalog_registers" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.es_unaccent'::regconfig, "name" || ' ' || "last_name"), 'A') ||
  setweight(to_tsvector('public.es_unaccent'::regconfig, "search_text"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "patients_tsv_idx" ON "patients" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('public.es_unaccent'::regconfig, "search_text")
) STORED;
--> statement-breakpoint
CREATE INDEX "list_items_tsv_idx" ON "list_items" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('public.es_unaccent'::regconfig, "reason" || ' ' || "notes")
) STORED;
--> statement-breakpoint
CREATE INDEX "appointments_tsv_idx" ON "appointments" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.es_unaccent'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('public.es_unaccent'::regconfig, "description" || ' ' || "category"), 'B') ||
  setweight(to_tsvector('public.es_unaccent'::regconfig, "body"), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "content_items_tsv_idx" ON "content_items" USING gin ("search_tsv");
--> statement-breakpoint
-- Keeps search_words: the words of the rows a statement wrote (its transition table new_rows),
-- from the expression the trigger names. A word that later disappears from the rows stays; it
-- only ever suggests a correction that then finds nothing.
CREATE OR REPLACE FUNCTION public.armonia_collect_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO public.search_words (word)
       SELECT DISTINCT w FROM new_rows,
         regexp_split_to_table(public.armonia_search_key(%s), '' '') AS w
       WHERE length(w) BETWEEN 3 AND 40 AND w ~ ''[a-z]''
     ON CONFLICT DO NOTHING',
    TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_registers_words_insert" AFTER INSERT ON "catalog_registers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
CREATE TRIGGER "catalog_registers_words_update" AFTER UPDATE ON "catalog_registers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
CREATE TRIGGER "patients_words_insert" AFTER INSERT ON "patients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
CREATE TRIGGER "patients_words_update" AFTER UPDATE ON "patients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
CREATE TRIGGER "list_items_words_insert" AFTER INSERT ON "list_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
CREATE TRIGGER "list_items_words_update" AFTER UPDATE ON "list_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
CREATE TRIGGER "appointments_words_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('reason || '' '' || notes');
--> statement-breakpoint
CREATE TRIGGER "appointments_words_update" AFTER UPDATE ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('reason || '' '' || notes');
--> statement-breakpoint
CREATE TRIGGER "users_words_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('name || '' '' || last_name');
--> statement-breakpoint
CREATE TRIGGER "users_words_update" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('name || '' '' || last_name');
--> statement-breakpoint
CREATE TRIGGER "content_items_words_insert" AFTER INSERT ON "content_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('title || '' '' || description || '' '' || category || '' '' || body');
--> statement-breakpoint
CREATE TRIGGER "content_items_words_update" AFTER UPDATE ON "content_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('title || '' '' || description || '' '' || category || '' '' || body');
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM (
    SELECT "search_text" AS t FROM "catalog_registers"
    UNION ALL SELECT "search_text" FROM "patients"
    UNION ALL SELECT "search_text" FROM "list_items"
    UNION ALL SELECT "reason" || ' ' || "notes" FROM "appointments"
    UNION ALL SELECT "name" || ' ' || "last_name" FROM "users"
  ) AS texts, regexp_split_to_table(public.armonia_search_key(t), ' ') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[a-z]'
ON CONFLICT DO NOTHING;
