-- The general search finds directory therapists with the same Spanish full text as every other
-- kind (stemming, no accents, typo alternatives from search_words): a stored tsvector over the
-- profile's folded search text (name, bio, therapies), kept by the directory's triggers.
ALTER TABLE "therapist_profiles" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('public.es_unaccent'::regconfig, "search_text")
) STORED;
--> statement-breakpoint
CREATE INDEX "therapist_profiles_tsv_idx" ON "therapist_profiles" USING gin ("search_tsv");
--> statement-breakpoint
CREATE TRIGGER "therapist_profiles_words_insert" AFTER INSERT ON "therapist_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
CREATE TRIGGER "therapist_profiles_words_update" AFTER UPDATE ON "therapist_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.armonia_collect_words('search_text');
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "therapist_profiles",
    regexp_split_to_table(public.armonia_search_key("search_text"), ' ') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[a-z]'
ON CONFLICT DO NOTHING;
