-- Super admins hold every permission, messages:moderate (issue #16) included.
UPDATE "admins" SET "permissions" = "permissions" || '["messages:moderate"]'::jsonb
WHERE "level" = 'super' AND NOT ("permissions" @> '["messages:moderate"]'::jsonb);
