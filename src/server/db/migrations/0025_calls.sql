CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"seeker_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"proposed_by" text NOT NULL,
	"slots" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_opportunity_id_franchise_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."franchise_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_seeker_idx" ON "calls" USING btree ("seeker_id","updated_at");--> statement-breakpoint
CREATE INDEX "calls_franchisor_idx" ON "calls" USING btree ("franchisor_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "calls_due_idx" ON "calls" USING btree ("status","starts_at");