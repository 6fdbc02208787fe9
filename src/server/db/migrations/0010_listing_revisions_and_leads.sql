ALTER TABLE "franchise_opportunities" ADD COLUMN "figure_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "revision" jsonb;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "revision_state" text;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "opportunities_review_queue_idx" ON "franchise_opportunities" USING btree ("submitted_at") WHERE "franchise_opportunities"."revision_state" = 'pending_review';