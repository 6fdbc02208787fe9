ALTER TABLE "franchise_opportunities" ADD COLUMN "card" json;--> statement-breakpoint
-- The card as the API hands it over (OpportunityCard: numbers as numbers, times as JavaScript
-- writes them), built when a row is written instead of on every list and search (issue 12).
CREATE FUNCTION franchise_card_build() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := json_build_object(
    'id', NEW.id, 'slug', NEW.slug, 'title', NEW.title, 'companyName', NEW.company_name,
    'tagline', NEW.tagline, 'category', NEW.category, 'country', NEW.country, 'currency', NEW.currency,
    'logoUrl', NEW.logo_url, 'brandColor', NEW.brand_color,
    'investmentMin', NEW.investment_min, 'investmentMax', NEW.investment_max, 'franchiseFee', NEW.franchise_fee,
    'roiPercentage', NEW.roi_percentage, 'ratingAverage', NEW.rating_average, 'reviewCount', NEW.review_count,
    'featured', NEW.featured,
    'createdAt', to_char(NEW.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER franchise_card_before_write BEFORE INSERT OR UPDATE ON franchise_opportunities
  FOR EACH ROW EXECUTE FUNCTION franchise_card_build();--> statement-breakpoint
-- Filling the cards changes no word of any listing: the vocabulary's trigger sits this one out.
ALTER TABLE franchise_opportunities DISABLE TRIGGER search_terms_after_update;--> statement-breakpoint
UPDATE franchise_opportunities SET card = NULL;--> statement-breakpoint
ALTER TABLE franchise_opportunities ENABLE TRIGGER search_terms_after_update;
