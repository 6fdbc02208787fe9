CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"visitor_id" text NOT NULL,
	"device" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"tagline" text,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"country" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"logo_url" text,
	"banner_image_url" text,
	"brand_color" text,
	"investment_min" bigint NOT NULL,
	"investment_max" bigint NOT NULL,
	"franchise_fee" bigint,
	"royalty_pct" numeric(5, 2),
	"ad_fund_pct" numeric(5, 2),
	"liquid_capital_min" bigint,
	"net_worth_min" bigint,
	"roi_percentage" numeric(5, 2),
	"average_unit_revenue" bigint,
	"average_unit_revenue_year" smallint,
	"average_unit_revenue_source" text,
	"units_franchised" integer DEFAULT 0 NOT NULL,
	"units_company_owned" integer DEFAULT 0 NOT NULL,
	"unit_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"founded_year" smallint,
	"franchising_since" smallint,
	"training_days" smallint,
	"territories_available" integer,
	"home_based" boolean DEFAULT false NOT NULL,
	"veteran_discount" boolean DEFAULT false NOT NULL,
	"financing_available" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rating_average" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(tagline, '') || ' ' || coalesce(description, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "franchise_opportunities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "franchisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"headquarters" text,
	"country" char(2) NOT NULL,
	"description" text,
	"logo_url" text,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchisors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "listing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"caption" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"website" text,
	"category" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"pricing" text NOT NULL,
	"price_from_usd_cents" integer,
	"cashback_pct" numeric(4, 1) DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_url" text,
	"brand_color" text,
	"franchisor_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD CONSTRAINT "franchise_opportunities_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_opportunity_id_franchise_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."franchise_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_opportunity_id_franchise_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."franchise_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");--> statement-breakpoint
CREATE INDEX "opportunities_market_idx" ON "franchise_opportunities" USING btree ("country","status","is_active","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_category_idx" ON "franchise_opportunities" USING btree ("country","category");--> statement-breakpoint
CREATE INDEX "opportunities_investment_idx" ON "franchise_opportunities" USING btree ("country","investment_min");--> statement-breakpoint
CREATE INDEX "opportunities_featured_idx" ON "franchise_opportunities" USING btree ("country","featured","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_franchisor_idx" ON "franchise_opportunities" USING btree ("franchisor_id");--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "franchise_opportunities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "opportunities_title_trgm_idx" ON "franchise_opportunities" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_documents_opportunity_idx" ON "listing_documents" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "listing_media_opportunity_idx" ON "listing_media" USING btree ("opportunity_id","position");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "offerings_kind_idx" ON "offerings" USING btree ("kind","is_active","is_featured","rating");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to","created_at");