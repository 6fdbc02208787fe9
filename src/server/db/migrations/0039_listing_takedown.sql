ALTER TABLE "franchise_opportunities" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "franchise_opportunities" ADD COLUMN "last_refusal" jsonb;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "paused_reason" text;