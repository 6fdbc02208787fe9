ALTER TABLE "profiles" ADD COLUMN "liquid_capital_usd" bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "net_worth_usd" bigint;