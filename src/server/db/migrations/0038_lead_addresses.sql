CREATE TABLE "lead_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"franchisor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD CONSTRAINT "lead_addresses_franchisor_id_franchisors_id_fk" FOREIGN KEY ("franchisor_id") REFERENCES "public"."franchisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_addresses_company_email" ON "lead_addresses" USING btree ("franchisor_id","email");