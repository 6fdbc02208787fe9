-- Decision 0011: the admin guard reads only the permission list, so a super admin must hold every
-- permission on its record. memberships:manage was never backfilled (membership let super admins
-- through by level instead); this gives every super admin the whole list of shared/schemas/admin.ts.
UPDATE "admins" SET "permissions" = "permissions" || (
  SELECT jsonb_agg(p) FROM jsonb_array_elements_text(
    '["listings:moderate","kredit:review","users:read","users:manage","admins:manage","audit:read","memberships:manage","rewards:manage","messages:moderate"]'::jsonb
  ) AS p WHERE NOT ("admins"."permissions" @> jsonb_build_array(p))
)
WHERE "level" = 'super' AND NOT ("permissions" @> '["listings:moderate","kredit:review","users:read","users:manage","admins:manage","audit:read","memberships:manage","rewards:manage","messages:moderate"]'::jsonb);
