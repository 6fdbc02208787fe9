-- Search on its own vocabulary (issue 12); fuzzystrmatch measures typos (levenshtein).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"country" char(2) NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"stem" text NOT NULL,
	"sound" text NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	"name_listings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_country_term_pk" PRIMARY KEY("country","term")
);
--> statement-breakpoint
DROP INDEX "opportunities_category_idx";--> statement-breakpoint
DROP INDEX "opportunities_investment_idx";--> statement-breakpoint
DROP INDEX "opportunities_featured_idx";--> statement-breakpoint
DROP INDEX "opportunities_search_idx";--> statement-breakpoint
DROP INDEX "opportunities_title_trgm_idx";--> statement-breakpoint
DROP INDEX "opportunities_listed_rating_idx";--> statement-breakpoint
DROP INDEX "opportunities_listed_relevance_idx";--> statement-breakpoint
ALTER TABLE "franchise_opportunities" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "disclosure_document" text;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "disclosure_year" smallint;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "technology_fee_monthly" bigint;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "litigation_cases" smallint;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "bankruptcy_disclosed" boolean;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "franchisee_turnover_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || regexp_replace(coalesce(title, ''), '([a-z])([A-Z])', '\1 \2', 'g') || ' ' || coalesce(company_name, '') || ' ' || coalesce(category, '') || ' ' || coalesce(tagline, '') || ' ' || coalesce(description, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || regexp_replace(coalesce(title, ''), '([a-z])([A-Z])', '\1 \2', 'g') || ' ' || coalesce(company_name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(category, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_stem_idx" ON "search_terms" USING btree ("country","stem");--> statement-breakpoint
CREATE INDEX "search_terms_sound_idx" ON "search_terms" USING btree ("country","sound");--> statement-breakpoint
CREATE INDEX "opportunities_search_us_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'US';--> statement-breakpoint
CREATE INDEX "opportunities_name_us_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'US';--> statement-breakpoint
CREATE INDEX "opportunities_search_in_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'IN';--> statement-breakpoint
CREATE INDEX "opportunities_name_in_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'IN';--> statement-breakpoint
CREATE INDEX "opportunities_search_ca_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'CA';--> statement-breakpoint
CREATE INDEX "opportunities_name_ca_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'CA';--> statement-breakpoint
CREATE INDEX "opportunities_search_gb_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'GB';--> statement-breakpoint
CREATE INDEX "opportunities_name_gb_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'GB';--> statement-breakpoint
CREATE INDEX "opportunities_search_cn_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'CN';--> statement-breakpoint
CREATE INDEX "opportunities_name_cn_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'CN';--> statement-breakpoint
CREATE INDEX "opportunities_search_de_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'DE';--> statement-breakpoint
CREATE INDEX "opportunities_name_de_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'DE';--> statement-breakpoint
CREATE INDEX "opportunities_search_fr_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'FR';--> statement-breakpoint
CREATE INDEX "opportunities_name_fr_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'FR';--> statement-breakpoint
CREATE INDEX "opportunities_search_dk_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'DK';--> statement-breakpoint
CREATE INDEX "opportunities_name_dk_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'DK';--> statement-breakpoint
CREATE INDEX "opportunities_search_at_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'AT';--> statement-breakpoint
CREATE INDEX "opportunities_name_at_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'AT';--> statement-breakpoint
CREATE INDEX "opportunities_search_au_idx" ON "franchise_opportunities" USING gin ("search_text") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'AU';--> statement-breakpoint
CREATE INDEX "opportunities_name_au_idx" ON "franchise_opportunities" USING gin ("search_name") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."country" = 'AU';--> statement-breakpoint
CREATE INDEX "opportunities_listed_newest_idx" ON "franchise_opportunities" USING btree ("country","created_at","id","category","investment_min","investment_max","home_based","veteran_discount","financing_available") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active";--> statement-breakpoint
CREATE INDEX "opportunities_listed_investment_min_idx" ON "franchise_opportunities" USING btree ("country","investment_min","id","category","investment_max","home_based","veteran_discount","financing_available") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active";--> statement-breakpoint
CREATE INDEX "opportunities_listed_investment_max_idx" ON "franchise_opportunities" USING btree ("country","investment_max","id","category","investment_min","home_based","veteran_discount","financing_available") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active";--> statement-breakpoint
CREATE INDEX "opportunities_listed_roi_idx" ON "franchise_opportunities" USING btree ("country",coalesce("roi_percentage", -1),"id","roi_percentage","category","investment_min","investment_max","home_based","veteran_discount","financing_available") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active";--> statement-breakpoint
CREATE INDEX "opportunities_listed_featured_idx" ON "franchise_opportunities" USING btree ("country","created_at") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active" and "franchise_opportunities"."featured";--> statement-breakpoint
CREATE INDEX "opportunities_listed_rating_idx" ON "franchise_opportunities" USING btree ("country",coalesce("rating_average", 0),"review_count","id","rating_average","category","investment_min","investment_max","home_based","veteran_discount","financing_available") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active";--> statement-breakpoint
CREATE INDEX "opportunities_listed_relevance_idx" ON "franchise_opportunities" USING btree ("country","featured",coalesce("rating_average", 0),"id","rating_average","category","investment_min","investment_max","home_based","veteran_discount","financing_available") WHERE "franchise_opportunities"."status" = 'published' and "franchise_opportunities"."is_active";
--> statement-breakpoint
-- English stem of a word ("cleaning" → "clean"); a stop word stays itself.
CREATE FUNCTION search_stem(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((ts_lexize('english_stem', word))[1], word)
$$;--> statement-breakpoint
-- How a Hindi or Hinglish word sounds, so the usual Latin spellings of it share one key:
-- saathi/sathi, sewa/seva, chai/chay/chaay, biryani/biriyani, dhaba/dhabba, chowk/chauk, bazaar/bazar.
CREATE FUNCTION search_sound(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(regexp_replace(
      translate(
        regexp_replace(
          regexp_replace(regexp_replace(regexp_replace(lower(word), 'ph', 'f', 'g'), 'sh', 's', 'g'), '([bcdgjkt])h', '\1', 'g'),
          '(au|ou|ow)', 'o', 'g'),
        'wzqy', 'vjki'),
      'ee', 'i', 'g'), 'oo', 'u', 'g'),
    '(.)\1+', '\1', 'g')
$$;--> statement-breakpoint
-- Adds (delta 1) or removes (delta -1) the words of some listings to or from the vocabulary.
-- Known words are counted up or down; only new ones get their stem and sound computed.
CREATE FUNCTION search_terms_change(countries text[], texts tsvector[], names tsvector[], delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF countries IS NULL THEN
    RETURN;
  END IF;
  WITH listing AS (
    SELECT c AS country, tsvector_to_array(t) AS words, tsvector_to_array(n) AS name_words
    FROM unnest(countries, texts, names) AS x(c, t, n)
  ), counted AS (
    SELECT l.country, u.term, count(*) AS n, count(*) FILTER (WHERE u.term = ANY (l.name_words)) AS nn
    FROM listing l, unnest(l.words) AS u(term)
    GROUP BY l.country, u.term
  ), known AS (
    UPDATE search_terms s
    SET listings = s.listings + delta * c.n, name_listings = s.name_listings + delta * c.nn
    FROM counted c WHERE s.country = c.country AND s.term = c.term
    RETURNING s.country, s.term
  )
  INSERT INTO search_terms AS t (country, term, stem, sound, listings, name_listings)
  SELECT c.country, c.term, search_stem(c.term), search_sound(c.term), delta * c.n, delta * c.nn
  FROM counted c
  WHERE NOT EXISTS (SELECT 1 FROM known k WHERE k.country = c.country AND k.term = c.term)
  ON CONFLICT (country, term) DO UPDATE
    SET listings = t.listings + excluded.listings, name_listings = t.name_listings + excluded.name_listings;
  IF delta < 0 THEN
    DELETE FROM search_terms WHERE listings <= 0;
  END IF;
END $$;--> statement-breakpoint
-- Keeps search_terms in step with the listed (published, active) listings, whatever changes them.
CREATE FUNCTION search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_terms;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM search_terms_change(array_agg(n.country), array_agg(n.search_text), array_agg(n.search_name), 1)
    FROM new_rows n WHERE n.status = 'published' AND n.is_active;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_terms_change(array_agg(o.country), array_agg(o.search_text), array_agg(o.search_name), -1)
    FROM old_rows o WHERE o.status = 'published' AND o.is_active;
  ELSE
    -- Only rows whose words, market or visibility changed (not a new rating, say).
    PERFORM search_terms_change(array_agg(o.country), array_agg(o.search_text), array_agg(o.search_name), -1)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.status = 'published' AND o.is_active
      AND (n.country, n.search_text, n.search_name, n.status = 'published' AND n.is_active)
          IS DISTINCT FROM (o.country, o.search_text, o.search_name, true);
    PERFORM search_terms_change(array_agg(n.country), array_agg(n.search_text), array_agg(n.search_name), 1)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status = 'published' AND n.is_active
      AND (o.country, o.search_text, o.search_name, o.status = 'published' AND o.is_active)
          IS DISTINCT FROM (n.country, n.search_text, n.search_name, true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_terms_after_insert AFTER INSERT ON franchise_opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync();--> statement-breakpoint
CREATE TRIGGER search_terms_after_update AFTER UPDATE ON franchise_opportunities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync();--> statement-breakpoint
CREATE TRIGGER search_terms_after_delete AFTER DELETE ON franchise_opportunities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync();--> statement-breakpoint
CREATE TRIGGER search_terms_after_truncate AFTER TRUNCATE ON franchise_opportunities
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync();--> statement-breakpoint
SELECT search_terms_change(array_agg(country), array_agg(search_text), array_agg(search_name), 1)
FROM franchise_opportunities WHERE status = 'published' AND is_active;
