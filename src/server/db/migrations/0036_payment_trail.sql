ALTER TABLE "company_documents" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "refused_by" text;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_reference" text;