import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notifications, notificationSettings as settings, user } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'kind' | 'title' | 'body' | 'link' | 'groupKey'
>;
export type SettingsRow = typeof settings.$inferSelect;

/** The settings column of each kind's e-mail switch. */
export const EMAIL_COLUMN = {
  message: 'emailMessage',
  call: 'emailCall',
  connection: 'emailConnection',
  saved_search: 'emailSavedSearch',
  listing: 'emailListing',
  rewards: 'emailRewards',
} as const satisfies Record<NotificationKind, keyof SettingsRow>;

export function createNotificationsRepository(db: Db) {
  return {
    /**
     * Stores notifications and answers the row each one became, in their order. One with a group
     * key refreshes the unread one of the same key (moved to the top, new text) instead of piling
     * up a second row; several with one key at once become one row, with the last one's text.
     */
    async upsertMany(values: NewNotification[]): Promise<NotificationRow[]> {
      const keyOf = (v: { userId: string; groupKey?: string | null }) => `${v.userId}\u0000${v.groupKey}`;
      const byGroup = new Map<string, NewNotification>();
      for (const v of values) if (v.groupKey) byGroup.set(keyOf(v), v);
      const single = values.filter((v) => !v.groupKey);
      // One statement, so two messages of a thread arriving at once cannot both find no unread
      // row and both insert one (the second would break the unread-group unique index).
      const grouped =
        byGroup.size === 0
          ? []
          : await db
              .insert(notifications)
              .values([...byGroup.values()])
              .onConflictDoUpdate({
                target: [notifications.userId, notifications.groupKey],
                targetWhere: sql`read_at is null and group_key is not null`,
                set: {
                  title: sql`excluded.title`,
                  body: sql`excluded.body`,
                  link: sql`excluded.link`,
                  createdAt: sql`excluded.created_at`,
                  id: sql`nextval(pg_get_serial_sequence('notifications', 'id'))`,
                },
              })
              .returning();
      const rowOfGroup = new Map(grouped.map((r) => [keyOf(r), r]));
      // A plain multi-row insert returns its rows in the order of its values.
      const singles = single.length === 0 ? [] : await db.insert(notifications).values(single).returning();
      let next = 0;
      return values.map((v) => (v.groupKey ? rowOfGroup.get(keyOf(v))! : singles[next++]!));
    },

    /** Which of these accounts exist: nothing new is stored for a deleted person. */
    async existing(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.select({ id: user.id }).from(user).where(inArray(user.id, userIds));
      return new Set(rows.map((r) => r.id));
    },

    list(userId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    async find(id: number) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** Each user's unread notifications. */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(userIds.map((id) => [id, Number(rows.find((r) => r.userId === id)?.n ?? 0)]));
    },

    async unreadCount(userId: string): Promise<number> {
      return (await this.unreadCounts([userId])).get(userId)!;
    },

    /** Marks some (or, without ids, all) of a user's notifications read. */
    async markRead(userId: string, ids?: number[]) {
      const where = [eq(notifications.userId, userId), isNull(notifications.readAt)];
      if (ids) where.push(inArray(notifications.id, ids.length ? ids : [-1]));
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(...where));
    },

    /** Marks read the unread notification of a group (a thread read in the inbox). */
    async markGroupRead(userId: string, groupKey: string) {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.groupKey, groupKey),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** A user's settings, made with the defaults (every e-mail on) the first time. */
    async settings(userId: string): Promise<SettingsRow> {
      const [existing] = await db.select().from(settings).where(eq(settings.userId, userId));
      if (existing) return existing;
      await db
        .insert(settings)
        .values({ userId, unsubscribeToken: randomBytes(24).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.userId, userId));
      return row!;
    },

    async updateSettings(
      userId: string,
      patch: Partial<Pick<SettingsRow, (typeof EMAIL_COLUMN)[NotificationKind]>>,
    ) {
      await this.settings(userId);
      const [row] = await db
        .update(settings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(settings.userId, userId))
        .returning();
      return row!;
    },

    async byUnsubscribeToken(token: string) {
      const [row] = await db.select().from(settings).where(eq(settings.unsubscribeToken, token));
      return row ?? null;
    },

    async emailOf(userId: string) {
      const [row] = await db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
