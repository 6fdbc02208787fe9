-- Session tokens are kept as their SHA-256 (src/server/auth/session-token-store.ts); sessions made
-- before keep working: their stored tokens are hashed the same way.
UPDATE "session" SET "token" = 'sha256:' || encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" NOT LIKE 'sha256:%';
