CREATE TABLE "franchisor_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"opportunity_id" uuid,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "franchisor_claims" ADD CONSTRAINT "franchisor_claims_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchisor_claims" ADD CONSTRAINT "franchisor_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "franchisor_claims_status_idx" ON "franchisor_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "franchisor_claims_one_pending_idx" ON "franchisor_claims" USING btree ("franchisor_id","user_id") WHERE status = 'pending';