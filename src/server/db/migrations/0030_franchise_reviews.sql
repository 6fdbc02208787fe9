CREATE TABLE "franchise_review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchise_review_reports_one_per_user" UNIQUE("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "franchise_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"contacted_via" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchise_reviews_one_per_author" UNIQUE("opportunity_id","author_id"),
	CONSTRAINT "franchise_reviews_rating_range" CHECK ("franchise_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "franchise_review_reports" ADD CONSTRAINT "franchise_review_reports_review_id_franchise_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."franchise_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_review_reports" ADD CONSTRAINT "franchise_review_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_reviews" ADD CONSTRAINT "franchise_reviews_opportunity_id_franchise_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."franchise_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_reviews" ADD CONSTRAINT "franchise_reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "franchise_review_reports_open_idx" ON "franchise_review_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "franchise_reviews_listing_idx" ON "franchise_reviews" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "franchise_reviews_author_idx" ON "franchise_reviews" USING btree ("author_id");--> statement-breakpoint
-- Written by hand (drizzle-kit writes no triggers). A listing's stars are its visible reviews:
-- every statement that writes reviews (a moderator hiding one, an account deleted with its
-- reviews) sets the average and count of the listings it touched again, so a card can never
-- claim reviews a visitor cannot read (issue 34). Per statement, so a bulk insert (the demo
-- seed) rewrites each listing once, not once per review.
CREATE FUNCTION franchise_reviews_rate(listings uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE franchise_opportunities o
    SET rating_average = s.average, review_count = s.n
    FROM (
      SELECT t.id,
             (SELECT round(avg(r.rating), 1) FROM franchise_reviews r
               WHERE r.opportunity_id = t.id AND r.hidden_at IS NULL) AS average,
             (SELECT count(*)::int FROM franchise_reviews r
               WHERE r.opportunity_id = t.id AND r.hidden_at IS NULL) AS n
      FROM unnest(listings) AS t(id)) s
    WHERE o.id = s.id
      AND (o.rating_average IS DISTINCT FROM s.average OR o.review_count <> s.n);
$$;--> statement-breakpoint
CREATE FUNCTION franchise_reviews_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM franchise_reviews_rate(ARRAY(SELECT DISTINCT opportunity_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION franchise_reviews_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM franchise_reviews_rate(ARRAY(
    SELECT opportunity_id FROM old_rows UNION SELECT opportunity_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION franchise_reviews_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM franchise_reviews_rate(ARRAY(SELECT DISTINCT opportunity_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER franchise_reviews_rate_after_insert AFTER INSERT ON franchise_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_reviews_after_insert();--> statement-breakpoint
CREATE TRIGGER franchise_reviews_rate_after_update AFTER UPDATE ON franchise_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION franchise_reviews_after_update();--> statement-breakpoint
CREATE TRIGGER franchise_reviews_rate_after_delete AFTER DELETE ON franchise_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_reviews_after_delete();--> statement-breakpoint
-- The stars seeded before there were reviews to read: nothing stands behind them.
UPDATE franchise_opportunities SET rating_average = NULL, review_count = 0
  WHERE rating_average IS NOT NULL OR review_count <> 0;
