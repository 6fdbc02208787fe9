CREATE TABLE "interaction_counts" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interaction_counts_entity_type_entity_id_day_pk" PRIMARY KEY("entity_type","entity_id","day")
);
--> statement-breakpoint
CREATE TABLE "visitor_marks" (
	"hash" text PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitor_marks_counted_idx" ON "visitor_marks" USING btree ("counted_at");--> statement-breakpoint
-- The statistics read views and clicks from the counts from now on: carry over the signed-in
-- ones recorded so far (compares stay in user_interactions, as before).
INSERT INTO "interaction_counts" ("entity_type", "entity_id", "day", "views", "clicks")
SELECT "entity_type", "entity_id", ("created_at" AT TIME ZONE 'UTC')::date,
  count(*) FILTER (WHERE "interaction_type" = 'view')::int,
  count(*) FILTER (WHERE "interaction_type" = 'click' AND coalesce("metadata"->>'action', '') <> 'compare')::int
FROM "user_interactions"
WHERE "interaction_type" IN ('view', 'click')
GROUP BY 1, 2, 3
HAVING count(*) FILTER (WHERE "interaction_type" = 'view' OR coalesce("metadata"->>'action', '') <> 'compare') > 0;
