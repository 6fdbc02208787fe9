ALTER TABLE "conversations" ADD COLUMN "last_message_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "previous_message_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "conversations" c SET
  "last_message_id" = coalesce((SELECT max(m.id) FROM "messages" m WHERE m.conversation_id = c.id), 0),
  "previous_message_id" = coalesce((SELECT max(m.id) FROM "messages" m WHERE m.conversation_id = c.id AND m.id < (SELECT max(m2.id) FROM "messages" m2 WHERE m2.conversation_id = c.id)), 0);
