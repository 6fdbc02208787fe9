-- The audit log viewer needs 'audit:read'; super admins made before it existed receive it.
UPDATE "admins" SET "permissions" = "permissions" || '["audit:read"]'::jsonb
WHERE "level" = 'super' AND NOT ("permissions" @> '["audit:read"]'::jsonb);
