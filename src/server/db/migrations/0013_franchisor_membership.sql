CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"membership_id" uuid NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	CONSTRAINT "invoices_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "year_founded" smallint;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "markets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "billing_country" char(2);--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "franchisors" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_documents_franchisor_idx" ON "company_documents" USING btree ("franchisor_id");--> statement-breakpoint
CREATE INDEX "invoices_franchisor_idx" ON "invoices" USING btree ("franchisor_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "memberships_franchisor_idx" ON "memberships" USING btree ("franchisor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_active_idx" ON "memberships" USING btree ("franchisor_id") WHERE status = 'active';