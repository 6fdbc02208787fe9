CREATE TABLE "sitemap_pages" (
	"url" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"priority" double precision NOT NULL,
	"change_frequency" text NOT NULL,
	"last_modified" timestamp with time zone,
	"last_indexed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sitemap_pages_kind_idx" ON "sitemap_pages" USING btree ("kind","url");