ALTER TABLE "notification_settings" ADD COLUMN "email_rewards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offering_spends" ADD COLUMN "vendor_confirmation" text;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "transferred_on" date;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "paid_by" text;