import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  type ConversationKind,
  DELETED_USER_NAME,
  type ParticipantSide,
} from '../../../shared/schemas/conversations.ts';
import type { Db } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import {
  conversations as conv,
  conversationParticipants as cp,
  franchisors,
  messages as msg,
  conversationReports as reports,
  storedFiles,
  user,
} from '../../db/schema/index.ts';

/** Raw `execute` answers carry their rows under `rows` on both engines. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type ConversationRow = typeof conv.$inferSelect;
export type ParticipantRow = typeof cp.$inferSelect;

const messageColumns = {
  id: msg.id,
  conversationId: msg.conversationId,
  senderId: msg.senderId,
  // In a network thread a member goes by the name they chose there, not their account's.
  senderName: sql<string>`coalesce((select ${cp.displayName} from ${cp} where ${cp.conversationId} = ${msg.conversationId} and ${cp.userId} = ${msg.senderId}), ${user.name}, ${DELETED_USER_NAME})`,
  body: msg.body,
  createdAt: msg.createdAt,
  attachmentId: storedFiles.id,
  attachmentName: storedFiles.displayName,
  attachmentMime: storedFiles.mime,
  attachmentSize: storedFiles.size,
};

interface InsertedMessageRow {
  id: number | string;
  created_at: Date | string;
  previous_id: number | string;
  sender_name: string;
  attachment_id: string | null;
  attachment_name: string | null;
  attachment_mime: string | null;
  attachment_size: number | string | null;
  participants: { userId: string; side: ParticipantSide }[];
}

export function createConversationsRepository(db: Db) {
  // Prepared: every message asks both, and every socket subscription the first.
  const membershipQuery = db
    .select({ conv, me: cp })
    .from(conv)
    .innerJoin(cp, and(eq(cp.conversationId, conv.id), eq(cp.userId, sql.placeholder('userId'))))
    .where(eq(conv.id, sql.placeholder('conversationId')))
    .prepare('conversation_membership');
  const insertStatement = prepareStatement<InsertedMessageRow>(
    db,
    sql`
        with bumped as (
          update conversations set
            last_message_at = now(),
            previous_message_id = last_message_id,
            last_message_id = nextval(pg_get_serial_sequence('messages', 'id'))
          where id = ${sql.placeholder('conversationId')}
          returning last_message_id as id, previous_message_id as previous_id, last_message_at as created_at
        ), saved as (
          insert into messages (id, conversation_id, sender_id, body, attachment_file_id, created_at)
          select id, ${sql.placeholder('conversationId')}::uuid, ${sql.placeholder('senderId')}::text,
                 ${sql.placeholder('body')}::text, ${sql.placeholder('fileId')}::uuid, created_at from bumped
          returning id, created_at
        ), marked as (
          update conversation_participants set last_read_message_id = saved.id, last_read_at = saved.created_at
          from saved where conversation_id = ${sql.placeholder('conversationId')} and user_id = ${sql.placeholder('senderId')}
        )
        select saved.id, saved.created_at, bumped.previous_id,
               coalesce(me.display_name, u.name, '') as sender_name,
               f.id as attachment_id, f.display_name as attachment_name, f.mime as attachment_mime,
               f.size as attachment_size,
               (select json_agg(json_build_object('userId', p.user_id, 'side', p.side))
                  from conversation_participants p where p.conversation_id = ${sql.placeholder('conversationId')}) as participants
        from saved cross join bumped
        left join conversation_participants me on me.conversation_id = ${sql.placeholder('conversationId')} and me.user_id = ${sql.placeholder('senderId')}
        left join "user" u on u.id = ${sql.placeholder('senderId')}
        left join stored_files f on f.id = ${sql.placeholder('fileId')}`,
  );

  return {
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    async find(id: string) {
      const [row] = await db.select().from(conv).where(eq(conv.id, id));
      return row ?? null;
    },

    async inquiryOf(seekerId: string, opportunityId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(conv)
        .where(
          and(eq(conv.kind, 'inquiry'), eq(conv.openedBy, seekerId), eq(conv.opportunityId, opportunityId)),
        );
      return row ?? null;
    },

    /** The direct thread two people share, if any. */
    async directBetween(a: string, b: string, tx: Db = db) {
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`
        select c.id from conversations c
        where c.kind = 'direct'
          and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = ${a})
          and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = ${b})
        order by c.created_at
        limit 1`),
      );
      if (!rows[0]) return null;
      const [row] = await tx.select().from(conv).where(eq(conv.id, rows[0].id));
      return row ?? null;
    },

    /** The name a member goes by in every direct thread they are in. */
    async setMemberName(userId: string, displayName: string, tx: Db = db) {
      await tx
        .update(cp)
        .set({ displayName })
        .where(and(eq(cp.userId, userId), eq(cp.side, 'member')));
    },

    async insertConversation(values: typeof conv.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(conv).values(values).returning();
      return row!;
    },

    async addParticipants(
      conversationId: string,
      people: { userId: string; side: ParticipantSide; displayName?: string }[],
      tx: Db = db,
    ) {
      if (people.length === 0) return;
      await tx
        .insert(cp)
        .values(people.map((p) => ({ conversationId, ...p })))
        .onConflictDoNothing();
    },

    async participant(conversationId: string, userId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(cp)
        .where(and(eq(cp.conversationId, conversationId), eq(cp.userId, userId)));
      return row ?? null;
    },

    participants(conversationId: string) {
      return db.select().from(cp).where(eq(cp.conversationId, conversationId));
    },

    /** The franchisor's owner account, who answers for the company. */
    async franchisorOwner(franchisorId: string, tx: Db = db) {
      const [row] = await tx
        .select({ ownerUserId: franchisors.ownerUserId, name: franchisors.name })
        .from(franchisors)
        .where(eq(franchisors.id, franchisorId));
      return row ?? null;
    },

    /**
     * A user's threads, newest activity first, with what the inbox shows: the other side's
     * name (the company for a seeker, the seeker for the company), the last message, unread count.
     */
    async listFor(userId: string, sides: ParticipantSide[], limit: number) {
      const rows = rowsOf<{
        id: string;
        kind: ConversationKind;
        subject: string;
        side: ParticipantSide;
        opportunity_id: string | null;
        last_message_at: Date | string;
        closed_at: Date | string | null;
        blocked_at: Date | string | null;
        company: string | null;
        other_name: string | null;
        last_body: string | null;
        unread: number;
      }>(
        await db.execute(sql`
        select c.id, c.kind, c.subject, p.side, c.opportunity_id, c.last_message_at, c.closed_at,
               c.blocked_at, f.name as company,
               (select coalesce(o.display_name, u.name, ${DELETED_USER_NAME}) from conversation_participants o left join "user" u on u.id = o.user_id
                 where o.conversation_id = c.id and o.user_id <> ${userId}
                   and (c.kind <> 'inquiry' or o.side = 'seeker')
                 limit 1) as other_name,
               (select m.body from messages m where m.conversation_id = c.id order by m.id desc limit 1) as last_body,
               (select count(*)::int from messages m where m.conversation_id = c.id
                  and m.id > p.last_read_message_id and m.sender_id <> ${userId}) as unread
        from conversation_participants p
        join conversations c on c.id = p.conversation_id
        left join franchisors f on f.id = c.franchisor_id
        where p.user_id = ${userId} and p.side in (${sql.join(
          sides.map((s) => sql`${s}`),
          sql`, `,
        )})
        order by c.last_message_at desc, c.id
        limit ${limit}`),
      );
      return rows;
    },

    /** Messages from others this user has not read, across their threads. */
    /** How many messages from others each person has not read yet, over all their threads. */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      const rows = rowsOf<{ user_id: string; n: number }>(
        await db.execute(sql`
        select p.user_id, count(*)::int as n from conversation_participants p
        join messages m on m.conversation_id = p.conversation_id
        where p.user_id = any(${sql.param(userIds)}::text[]) and m.id > p.last_read_message_id
          and m.sender_id <> p.user_id
        group by p.user_id`),
      );
      return new Map(userIds.map((id) => [id, rows.find((r) => r.user_id === id)?.n ?? 0]));
    },

    async unreadCount(userId: string): Promise<number> {
      return (await this.unreadCounts([userId])).get(userId)!;
    },

    /** A page of a thread: the newest `limit` before `before`, or those after `after`, oldest first. */
    async messages(conversationId: string, opts: { before?: number; after?: number; limit: number }) {
      const where = [eq(msg.conversationId, conversationId)];
      if (opts.before) where.push(lt(msg.id, opts.before));
      if (opts.after !== undefined) where.push(gt(msg.id, opts.after));
      const rows = await db
        .select(messageColumns)
        .from(msg)
        .leftJoin(user, eq(user.id, msg.senderId))
        .leftJoin(storedFiles, eq(storedFiles.id, msg.attachmentFileId))
        .where(and(...where))
        .orderBy(opts.after !== undefined ? asc(msg.id) : desc(msg.id))
        .limit(opts.limit);
      return opts.after !== undefined ? rows : rows.reverse();
    },

    /** A thread with the given person's place in it (null when either is missing), in one read. */
    async membership(conversationId: string, userId: string) {
      const [row] = await membershipQuery.execute({ conversationId, userId });
      return row ?? null;
    },

    /**
     * Stores a message and answers it as the thread shows it, with the id of the thread's
     * message before it and the thread's participants, in one statement. Writers of one thread
     * queue on its row: the update takes the row's lock until commit and draws the message's id
     * from the global sequence under it (a writer that had to wait is re-run on the row as the
     * one before it left it, and draws again), so a thread's committed messages are always a run
     * in id order, and the row's last id, read under the same lock, is the message before. A
     * client that sees a message whose predecessor it lacks can fetch that predecessor already
     * committed. It also moves the sender's read mark to their own message.
     */
    async insertMessage(
      values: {
        conversationId: string;
        senderId: string;
        body: string;
        attachmentFileId?: string | null;
      },
      tx?: Db,
    ) {
      const { conversationId, senderId, body } = values;
      const fileId = values.attachmentFileId ?? null;
      const [row] = await insertStatement.rows(
        { conversationId, senderId, body, fileId },
        tx && { session: tx._.session },
      );
      const r = row!;
      return {
        message: {
          id: Number(r.id),
          conversationId,
          senderId,
          senderName: r.sender_name,
          body,
          attachmentId: r.attachment_id,
          attachmentName: r.attachment_name,
          attachmentMime: r.attachment_mime,
          attachmentSize: r.attachment_size === null ? null : Number(r.attachment_size),
          createdAt: new Date(r.created_at),
        },
        previousId: Number(r.previous_id),
        participants: r.participants,
      };
    },

    /** Moves the read mark forward only (an older mark never undoes a newer one). */
    async markRead(conversationId: string, userId: string, upTo: number) {
      const newest = await db
        .select({ id: sql<number>`coalesce(max(${msg.id}), 0)::bigint` })
        .from(msg)
        .where(and(eq(msg.conversationId, conversationId), sql`${msg.id} <= ${upTo}`));
      const mark = Number(newest[0]?.id ?? 0);
      const updated = await db
        .update(cp)
        .set({ lastReadMessageId: mark, lastReadAt: new Date() })
        .where(
          and(eq(cp.conversationId, conversationId), eq(cp.userId, userId), lt(cp.lastReadMessageId, mark)),
        )
        .returning({ mark: cp.lastReadMessageId });
      return updated[0]?.mark ?? null;
    },

    async setState(
      id: string,
      patch: { closedAt?: Date | null; closedByModerator?: boolean; blockedAt?: Date | null },
      tx: Db = db,
    ) {
      const [row] = await tx.update(conv).set(patch).where(eq(conv.id, id)).returning();
      return row ?? null;
    },

    async fileOfMessage(conversationId: string, fileId: string) {
      const [row] = await db
        .select({ id: msg.id })
        .from(msg)
        .where(and(eq(msg.conversationId, conversationId), eq(msg.attachmentFileId, fileId)))
        .limit(1);
      return row ?? null;
    },

    // Reports ------------------------------------------------------------------------------

    async insertReport(values: typeof reports.$inferInsert) {
      const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async openReportBy(conversationId: string, reporterId: string) {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.conversationId, conversationId),
            eq(reports.reporterId, reporterId),
            isNull(reports.resolvedAt),
          ),
        );
      return row ?? null;
    },

    listReports(open: boolean, limit: number) {
      return db
        .select({
          id: reports.id,
          conversationId: reports.conversationId,
          subject: conv.subject,
          reporterEmail: sql<string>`coalesce(${user.email}, '')`,
          reason: reports.reason,
          createdAt: reports.createdAt,
          resolvedAt: reports.resolvedAt,
        })
        .from(reports)
        .innerJoin(conv, eq(conv.id, reports.conversationId))
        .leftJoin(user, eq(user.id, reports.reporterId))
        .where(open ? isNull(reports.resolvedAt) : sql`${reports.resolvedAt} is not null`)
        .orderBy(desc(reports.createdAt))
        .limit(limit);
    },

    async findReport(id: string) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row ?? null;
    },

    /** The report as it is now, locked until `tx` ends: a decision is taken on what it reads. */
    async findReportForDecision(id: string, tx: Db) {
      const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
      return row ?? null;
    },

    async resolveReport(id: string, adminId: string, tx: Db = db) {
      const [row] = await tx
        .update(reports)
        .set({ resolvedAt: new Date(), resolvedBy: adminId })
        .where(and(eq(reports.id, id), isNull(reports.resolvedAt)))
        .returning();
      return row ?? null;
    },

    /** The last few messages of threads, with their senders' addresses, for moderators. */
    async recentWithSenders(conversationIds: string[], perThread: number) {
      if (conversationIds.length === 0) return [];
      const rows = await db
        .select({
          id: msg.id,
          conversationId: msg.conversationId,
          senderEmail: sql<string>`coalesce(${user.email}, '')`,
          body: msg.body,
          createdAt: msg.createdAt,
        })
        .from(msg)
        .leftJoin(user, eq(user.id, msg.senderId))
        .where(inArray(msg.conversationId, conversationIds))
        .orderBy(desc(msg.id))
        .limit(conversationIds.length * perThread * 4);
      return rows;
    },

    // The unread-message e-mail -------------------------------------------------------------

    /**
     * Participants with a message from someone else unread for `olderThanSeconds`, written after
     * their last such e-mail, not e-mailed for `everySeconds`, who did not turn these mails off.
     */
    async dueUnreadMails(olderThanSeconds: number, everySeconds: number, limit: number) {
      const rows = rowsOf<{
        conversation_id: string;
        user_id: string;
        email: string;
        subject: string;
        unread: number;
        token: string | null;
      }>(
        await db.execute(sql`
        select p.conversation_id, p.user_id, u.email, c.subject, s.unsubscribe_token as token,
               (select count(*)::int from messages m where m.conversation_id = p.conversation_id
                  and m.id > p.last_read_message_id and m.sender_id <> p.user_id) as unread
        from conversation_participants p
        join conversations c on c.id = p.conversation_id
        join "user" u on u.id = p.user_id
        left join notification_settings s on s.user_id = p.user_id
        where coalesce(s.email_message, true)
          and (p.mailed_at is null or p.mailed_at < now() - make_interval(secs => ${everySeconds}))
          and exists (
            select 1 from messages m
            where m.conversation_id = p.conversation_id and m.id > p.last_read_message_id
              and m.sender_id <> p.user_id
              and m.created_at <= now() - make_interval(secs => ${olderThanSeconds})
              and (p.mailed_at is null or m.created_at > p.mailed_at))
        limit ${limit}`),
      );
      return rows;
    },

    /** Claims the e-mail for this participant; false when another run claimed it first. */
    async claimUnreadMail(conversationId: string, userId: string, everySeconds: number) {
      const rows = await db
        .update(cp)
        .set({ mailedAt: new Date() })
        .where(
          and(
            eq(cp.conversationId, conversationId),
            eq(cp.userId, userId),
            sql`(${cp.mailedAt} is null or ${cp.mailedAt} < now() - make_interval(secs => ${everySeconds}))`,
          ),
        )
        .returning({ userId: cp.userId });
      return rows.length > 0;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
