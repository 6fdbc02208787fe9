ALTER TABLE "admin_invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_invites" ADD COLUMN "revoked_by" text;--> statement-breakpoint
CREATE INDEX "admin_invites_created_by_idx" ON "admin_invites" USING btree ("created_by");