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
-- The existing cards, filled by rewriting the table (a change of the column's type, USING the
-- card): its rows stay in their order and its indexes come out compact, where an UPDATE of every
-- row would leave the table and each index twice their size and the rows reordered. No trigger
-- runs for it, and no word of any listing changes.
ALTER TABLE franchise_opportunities ALTER COLUMN card TYPE json USING json_build_object(
  'id', id, 'slug', slug, 'title', title, 'companyName', company_name,
  'tagline', tagline, 'category', category, 'country', country, 'currency', currency,
  'logoUrl', logo_url, 'brandColor', brand_color,
  'investmentMin', investment_min, 'investmentMax', investment_max, 'franchiseFee', franchise_fee,
  'roiPercentage', roi_percentage, 'ratingAverage', rating_average, 'reviewCount', review_count,
  'featured', featured,
  'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
