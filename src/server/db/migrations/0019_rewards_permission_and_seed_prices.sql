-- Super admins hold every permission, rewards:manage (issue #17) included.
UPDATE "admins" SET "permissions" = "permissions" || '["rewards:manage"]'::jsonb
WHERE "level" = 'super' AND NOT ("permissions" @> '["rewards:manage"]'::jsonb);
--> statement-breakpoint
-- Offerings listed before vendors could list them are priced in US dollars.
UPDATE "offerings" SET "price_from_minor" = "price_from_usd_cents" WHERE "price_from_minor" IS NULL;
--> statement-breakpoint
UPDATE "offerings" SET "pricing_model" = 'quote' WHERE "price_from_usd_cents" IS NULL;
