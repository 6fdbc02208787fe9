CREATE TABLE "kredit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"market" char(2),
	"currency" char(3) NOT NULL,
	"limit_minor" integer NOT NULL,
	"usd_per_unit" double precision NOT NULL,
	"rate_date" date NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_minor" integer,
	"approved_amount_minor" integer,
	"prequalification" jsonb,
	"consent_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decision_due_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	"info_request" text,
	"disbursed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kredit_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kredit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"kind" text DEFAULT 'status' NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"message" text,
	"amount_minor" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kredit_applications" ADD CONSTRAINT "kredit_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kredit_documents" ADD CONSTRAINT "kredit_documents_application_id_kredit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."kredit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kredit_documents" ADD CONSTRAINT "kredit_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kredit_events" ADD CONSTRAINT "kredit_events_application_id_kredit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."kredit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kredit_applications_user_idx" ON "kredit_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kredit_applications_queue_idx" ON "kredit_applications" USING btree ("status","decision_due_at");--> statement-breakpoint
CREATE INDEX "kredit_documents_application_idx" ON "kredit_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "kredit_events_application_idx" ON "kredit_events" USING btree ("application_id","at");