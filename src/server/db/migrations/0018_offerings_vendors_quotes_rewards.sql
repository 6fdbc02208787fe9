CREATE TABLE "offering_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"requester_franchisor_id" uuid NOT NULL,
	"requester_user_id" text,
	"needs" text NOT NULL,
	"seats" integer,
	"locations" integer,
	"timeline" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"price_minor" integer,
	"currency" text NOT NULL,
	"valid_until" timestamp with time zone,
	"vendor_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offering_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"user_id" text,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_reviews_one_per_company" UNIQUE("offering_id","franchisor_id")
);
--> statement-breakpoint
CREATE TABLE "offering_spends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"user_id" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"purchased_on" date NOT NULL,
	"vendor_reference" text DEFAULT '' NOT NULL,
	"cashback_pct" numeric(4, 1) NOT NULL,
	"invoice_file_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_spends_amount_positive" CHECK ("offering_spends"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"spend_id" uuid,
	"payout_id" uuid,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ledger_one_per_spend" UNIQUE("spend_id"),
	CONSTRAINT "reward_ledger_amount_nonnegative" CHECK ("reward_ledger"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "pricing_model" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "price_from_minor" integer;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "price_to_minor" integer;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "integrations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "cashback_terms" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offering_quotes" ADD CONSTRAINT "offering_quotes_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_quotes" ADD CONSTRAINT "offering_quotes_requester_franchisor_id_franchisors_id_fk" FOREIGN KEY ("requester_franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_quotes" ADD CONSTRAINT "offering_quotes_requester_user_id_user_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_reviews" ADD CONSTRAINT "offering_reviews_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_reviews" ADD CONSTRAINT "offering_reviews_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_reviews" ADD CONSTRAINT "offering_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_spends" ADD CONSTRAINT "offering_spends_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_spends" ADD CONSTRAINT "offering_spends_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_spends" ADD CONSTRAINT "offering_spends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_spends" ADD CONSTRAINT "offering_spends_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_spend_id_offering_spends_id_fk" FOREIGN KEY ("spend_id") REFERENCES "public"."offering_spends"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_payout_id_reward_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."reward_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD CONSTRAINT "reward_payouts_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_quotes_requester_idx" ON "offering_quotes" USING btree ("requester_franchisor_id");--> statement-breakpoint
CREATE INDEX "offering_quotes_offering_idx" ON "offering_quotes" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "offering_quotes_expiry_idx" ON "offering_quotes" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "offering_spends_franchisor_idx" ON "offering_spends" USING btree ("franchisor_id");--> statement-breakpoint
CREATE INDEX "offering_spends_status_idx" ON "offering_spends" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reward_ledger_franchisor_idx" ON "reward_ledger" USING btree ("franchisor_id","currency");--> statement-breakpoint
CREATE INDEX "offerings_franchisor_idx" ON "offerings" USING btree ("franchisor_id");--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_cashback_cap" CHECK ("offerings"."cashback_pct" >= 0 and "offerings"."cashback_pct" <= 25);