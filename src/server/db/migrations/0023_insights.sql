CREATE TABLE "trending_items" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"trend_score" double precision NOT NULL,
	"interaction_count" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trending_items_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "user_segments" (
	"user_id" text PRIMARY KEY NOT NULL,
	"segment_type" text NOT NULL,
	"engagement_score" integer NOT NULL,
	"investment_range" text,
	"industry_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personalized_recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_segments" ADD CONSTRAINT "user_segments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trending_items_score_idx" ON "trending_items" USING btree ("trend_score");--> statement-breakpoint
CREATE INDEX "user_interactions_created_idx" ON "user_interactions" USING btree ("created_at");