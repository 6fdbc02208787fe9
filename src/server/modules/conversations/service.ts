import { MESSAGES } from '../../../shared/limits.ts';
import type {
  ConversationDetail,
  ConversationSummary,
  Message,
  ParticipantSide,
} from '../../../shared/schemas/conversations.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { IdentityRepository, SessionUser } from '../../auth/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../email/index.ts';
import { coalescing } from '../../lib/coalesce.ts';
import type { Logger } from '../../lib/logger.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import type { RealtimeAccess, RealtimeBus } from '../../realtime/index.ts';
import type { FileStore } from '../../storage/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { NotificationsService, NotifyInput } from '../notifications/index.ts';
import { threadLink } from './links.ts';
import { createConversationModeration } from './moderation.ts';
import { type ConversationRow, createConversationsRepository, type ParticipantRow } from './repository.ts';
import { unreadMailJob } from './unread-mail-job.ts';

export interface ConversationsDeps {
  db: Db;
  realtime: RealtimeBus;
  notifications: NotificationsService;
  files: FileStore;
  mailer: Mailer;
  audit: AuditLog;
  identity: IdentityRepository;
  logger: Logger;
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>;
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof createConversationsRepository>['messages']>>[number];

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function presentMessage(m: MessageRow): Omit<Message, 'mine'> {
  return {
    id: Number(m.id),
    conversationId: m.conversationId,
    senderId: m.senderId,
    senderName: m.senderName,
    body: m.body,
    attachment: m.attachmentId
      ? {
          id: m.attachmentId,
          name: m.attachmentName!,
          mime: m.attachmentMime!,
          size: Number(m.attachmentSize),
        }
      : null,
    createdAt: iso(m.createdAt),
  };
}

/**
 * Conversations: threads between participants, their messages, read marks and moderation.
 * Who may do what is decided here: only participants see a thread (anyone else gets 404); the
 * thread's opener (the seeker, for an information request) may close or block it; in a closed
 * thread nobody writes, in a blocked one only the opener does. Network messages reuse the same
 * threads (kind `direct`, participants of side `member`): the network module opens one when two
 * people connect and blocks it when they are no longer connected, and then nobody writes.
 */
export function createConversationsService(deps: ConversationsDeps) {
  const { realtime, notifications, files } = deps;
  const repo = createConversationsRepository(deps.db);

  /** The thread and the caller's place in it, or 404 (never telling that it exists). */
  async function membership(
    userId: string,
    id: string,
  ): Promise<{ conv: ConversationRow; me: ParticipantRow }> {
    if (!isUuid(id)) throw notFound('No such conversation.');
    const found = await repo.membership(id, userId);
    if (!found) throw notFound('No such conversation.');
    return { conv: found.conv, me: found.me };
  }

  /** Why this participant cannot write now, or null when they can. */
  function writeRefusal(conv: ConversationRow, me: ParticipantRow): Problem | null {
    if (conv.closedAt) return new Problem(409, 'conversation_closed', 'This conversation is closed.');
    if (conv.kind === 'direct' && conv.blockedAt) {
      return new Problem(403, 'not_connected', 'You are no longer connected, so you cannot write here.');
    }
    if (conv.blockedAt && conv.openedBy !== me.userId) {
      return new Problem(403, 'conversation_blocked', 'You can no longer write in this conversation.');
    }
    // A company answers only in threads a seeker opened (an information request); it cannot
    // start one. Every inquiry thread is opened by its seeker, so this holds by construction.
    if (conv.kind === 'inquiry' && me.side === 'franchisor' && conv.openedBy === me.userId) {
      return new Problem(403, 'forbidden', 'A company cannot open a conversation.');
    }
    return null;
  }

  /** The person who opened a thread with a company, and the company's owner (unless it is the same person). */
  function companyThreadPeople(openerId: string, ownerUserId: string | null | undefined) {
    const people: { userId: string; side: ParticipantSide }[] = [{ userId: openerId, side: 'seeker' }];
    if (ownerUserId && ownerUserId !== openerId) people.push({ userId: ownerUserId, side: 'franchisor' });
    return people;
  }

  async function summaries(userId: string, sides: ParticipantSide[]): Promise<ConversationSummary[]> {
    const rows = await repo.listFor(userId, sides, MESSAGES.inboxPage);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      subject: r.subject,
      counterpart: r.side === 'seeker' ? (r.company ?? 'The franchisor') : (r.other_name ?? 'A seeker'),
      mySide: r.side,
      opportunityId: r.opportunity_id,
      lastMessage: r.last_body,
      lastMessageAt: iso(r.last_message_at),
      unread: Number(r.unread),
      closed: r.closed_at !== null,
      blocked: r.blocked_at !== null,
    }));
  }

  async function pushMessageCounts(userIds: string[]) {
    const unread = await repo.unreadCounts(userIds);
    await realtime.publish(
      ...userIds.map((userId) => ({
        users: [userId],
        frame: { type: 'counts' as const, counts: { messages: unread.get(userId)! } },
      })),
    );
  }

  /**
   * What a message's arrival changes for a recipient: their unread count and their bell. The
   * arrivals of messages written meanwhile go together (one count and one store for all).
   */
  const arrived = coalescing<{ userId: string; notice: NotifyInput }>(async (arrivals) => {
    await pushMessageCounts([...new Set(arrivals.map((a) => a.userId))]);
    await notifications.notifyMany(
      arrivals.map(({ userId, notice }) => ({ userId, kind: 'message' as const, input: notice })),
    );
  });

  type StoredMessage = Awaited<ReturnType<typeof repo.insertMessage>>;

  /** Stores a message; `tx` makes it part of a larger command, told about only once that commits. */
  async function store(
    conv: ConversationRow,
    sender: ParticipantRow,
    body: string,
    attachmentFileId?: string,
    tx?: Db,
  ): Promise<StoredMessage> {
    return repo.insertMessage(
      { conversationId: conv.id, senderId: sender.userId, body, attachmentFileId: attachmentFileId ?? null },
      tx,
    );
  }

  /** Tells everyone concerned about a stored message, live. */
  async function announce(conv: ConversationRow, sender: ParticipantRow, saved: StoredMessage, body: string) {
    const message = presentMessage(saved.message);
    const others = saved.participants.filter((p) => p.userId !== sender.userId);
    // Followers of the thread get the message; every participant's inbox list moves.
    await realtime.publish(
      {
        conversationId: conv.id,
        frame: { type: 'message', conversationId: conv.id, message, previousId: saved.previousId },
      },
      { users: saved.participants.map((p) => p.userId), frame: { type: 'thread', conversationId: conv.id } },
    );
    const from = sender.side === 'franchisor' ? (await repo.franchisorOwner(conv.franchisorId!))?.name : null;
    await Promise.all(
      others.map((p) =>
        arrived({
          userId: p.userId,
          notice: {
            title: `New message from ${from ?? (message.senderName || 'a member')}`,
            body: body.slice(0, 140) || (message.attachment ? `Attachment: ${message.attachment.name}` : ''),
            link: threadLink(conv.id),
            groupKey: `conversation:${conv.id}`,
            // Messages are e-mailed only when left unread (the unread-mail job).
            email: false,
          },
        }),
      ),
    );
    return message;
  }

  /** Stores a message and tells everyone concerned, live. */
  async function post(
    conv: ConversationRow,
    sender: ParticipantRow,
    body: string,
    attachmentFileId?: string,
  ) {
    return announce(conv, sender, await store(conv, sender, body, attachmentFileId), body);
  }

  async function detail(userId: string, id: string): Promise<ConversationDetail> {
    const { conv, me } = await membership(userId, id);
    const [summary] = (await summaries(userId, [me.side])).filter((s) => s.id === id);
    const page = await repo.messages(id, { limit: MESSAGES.page + 1 });
    const hasOlder = page.length > MESSAGES.page;
    const shown = hasOlder ? page.slice(1) : page;
    const others = (await repo.participants(id)).filter((p) => p.userId !== userId);
    const refusal = writeRefusal(conv, me);
    const reported = !!(await repo.openReportBy(id, userId));
    return {
      ...(summary ?? {
        id,
        kind: conv.kind,
        subject: conv.subject,
        counterpart: '',
        mySide: me.side,
        opportunityId: conv.opportunityId,
        lastMessage: null,
        lastMessageAt: iso(conv.lastMessageAt),
        unread: 0,
        closed: conv.closedAt !== null,
        blocked: conv.blockedAt !== null,
      }),
      messages: shown.map((m) => ({ ...presentMessage(m), mine: m.senderId === userId })),
      hasOlder,
      otherReadUpTo: Math.max(0, ...others.map((p) => Number(p.lastReadMessageId))),
      canWrite: refusal === null,
      writeBlockedReason: refusal?.detail ?? null,
      // A network thread follows its connection: blocking happens on the network page.
      canModerate: conv.kind !== 'direct' && conv.openedBy === userId,
      reported,
    };
  }

  const access: RealtimeAccess = {
    async counts(userId) {
      const [messages, unread] = await Promise.all([
        repo.unreadCount(userId),
        notifications.unreadCount(userId),
      ]);
      return { messages, notifications: unread };
    },
    async canFollow(userId, conversationId) {
      return isUuid(conversationId) && !!(await repo.participant(conversationId, userId));
    },
    async missed(_userId, conversationId, after, limit) {
      const rows = await repo.messages(conversationId, { after, limit });
      return rows.map(presentMessage);
    },
  };

  return {
    /** The socket's questions (realtime/server.ts). */
    realtimeAccess: access,

    /**
     * A signed-in seeker's information request opens (or continues) their thread with the
     * company; the request's text is its first message. The company's owner account joins it.
     * Its writes are part of the request's transaction `tx`: the caller runs `announce` once
     * that has committed, so nobody is told of a thread that was rolled back.
     */
    async openInquiry(
      input: {
        seekerId: string;
        franchisorId: string;
        opportunityId: string;
        subject: string;
        informationRequestId: string;
        message: string;
      },
      tx: Db,
    ): Promise<{ conversationId: string; announce: () => Promise<unknown> }> {
      const owner = await repo.franchisorOwner(input.franchisorId, tx);
      let conv = await repo.inquiryOf(input.seekerId, input.opportunityId, tx);
      if (!conv) {
        conv = await repo.insertConversation(
          {
            kind: 'inquiry',
            subject: input.subject,
            opportunityId: input.opportunityId,
            franchisorId: input.franchisorId,
            informationRequestId: input.informationRequestId,
            openedBy: input.seekerId,
          },
          tx,
        );
      }
      await repo.addParticipants(conv.id, companyThreadPeople(input.seekerId, owner?.ownerUserId), tx);
      // A thread a moderator closed stays closed: the request reaches the company as a lead only.
      if (conv.closedByModerator) return { conversationId: conv.id, announce: async () => {} };
      // A new request reopens a thread the seeker had closed: they chose to write again.
      if (conv.closedAt) await repo.setState(conv.id, { closedAt: null }, tx);
      const open = { ...conv, closedAt: null };
      const me = (await repo.participant(conv.id, input.seekerId, tx))!;
      const saved = await store(open, me, input.message, undefined, tx);
      return { conversationId: conv.id, announce: () => announce(open, me, saved, input.message) };
    },

    /**
     * A franchisor's quote request opens a thread with the vendor's company: the asking member
     * on the seeker side, the vendor's owner on the company side (both read it in /messages).
     * The request is its first message; the quote's steps are posted in it.
     */
    async openQuote(input: {
      requesterUserId: string;
      vendorFranchisorId: string;
      subject: string;
      message: string;
    }): Promise<string> {
      const owner = await repo.franchisorOwner(input.vendorFranchisorId);
      const conv = await repo.transaction(async (tx) => {
        const row = await repo.insertConversation(
          {
            kind: 'quote',
            subject: input.subject,
            franchisorId: input.vendorFranchisorId,
            openedBy: input.requesterUserId,
          },
          tx,
        );
        await repo.addParticipants(
          row.id,
          companyThreadPeople(input.requesterUserId, owner?.ownerUserId),
          tx,
        );
        return row;
      });
      const me = (await repo.participant(conv.id, input.requesterUserId))!;
      await post(conv, me, input.message);
      return conv.id;
    },

    /**
     * The thread of two people who just connected in the network: theirs from an earlier
     * connection when there is one (open again), else a new one. Each goes by their chosen name.
     */
    async openDirect(input: {
      subject: string;
      openedBy: { userId: string; displayName: string };
      other: { userId: string; displayName: string };
    }): Promise<string> {
      const { openedBy, other } = input;
      const id = await repo.transaction(async (tx) => {
        let found = await repo.directBetween(openedBy.userId, other.userId, tx);
        if (!found) {
          found = await repo.insertConversation(
            { kind: 'direct', subject: input.subject, openedBy: openedBy.userId },
            tx,
          );
          await repo.addParticipants(
            found.id,
            [openedBy, other].map((p) => ({ ...p, side: 'member' as const })),
            tx,
          );
        } else if (found.blockedAt) {
          // A thread a moderator closed stays closed.
          await repo.setState(found.id, { blockedAt: null }, tx);
        }
        return found.id;
      });
      await realtime.publish({
        users: [openedBy.userId, other.userId],
        frame: { type: 'thread', conversationId: id },
      });
      return id;
    },

    /** Connected again, or not any more: in a network thread both write, or neither does. */
    async setDirectOpen(id: string, open: boolean) {
      const conv = await repo.find(id);
      if (conv?.kind !== 'direct') return;
      await repo.setState(id, { blockedAt: open ? null : new Date() });
      const everyone = await repo.participants(id);
      await realtime.publish({
        users: everyone.map((p) => p.userId),
        frame: { type: 'thread', conversationId: id },
      });
    },

    /** A network member renamed themselves: their threads show the new name. */
    setMemberName: (userId: string, displayName: string) => repo.setMemberName(userId, displayName),

    async list(user: SessionUser, side?: 'seeker' | 'franchisor') {
      const sides: ParticipantSide[] =
        side === 'franchisor'
          ? ['franchisor']
          : side === 'seeker'
            ? ['seeker', 'member']
            : ['seeker', 'member', 'franchisor'];
      return { items: await summaries(user.id, sides), unread: await repo.unreadCount(user.id) };
    },

    detail: (user: SessionUser, id: string) => detail(user.id, id),

    async messages(user: SessionUser, id: string, query: { before?: number; after?: number }) {
      await membership(user.id, id);
      const rows = await repo.messages(id, { ...query, limit: MESSAGES.page });
      return rows.map((m) => ({ ...presentMessage(m), mine: m.senderId === user.id }));
    },

    async send(user: SessionUser, id: string, body: string, upload?: unknown): Promise<Message> {
      const { conv, me } = await membership(user.id, id);
      const refusal = writeRefusal(conv, me);
      if (refusal) throw refusal;
      let fileId: string | undefined;
      if (upload !== undefined && upload !== null && upload !== '') {
        if (!(upload instanceof File)) throw fieldProblem('file', 'File: choose a PDF or a picture.');
        if (upload.size > MESSAGES.attachmentMaxBytes) {
          throw new Problem(413, 'file_too_large', 'File: at most 10 MB.');
        }
        const stored = await files.store({
          bytes: new Uint8Array(await upload.arrayBuffer()),
          originalName: upload.name,
          accept: ['image', 'document'],
          ownerUserId: user.id,
          private: true,
          maxBytes: MESSAGES.attachmentMaxBytes,
        });
        fileId = stored.id;
      } else if (!body) {
        throw fieldProblem('body', `A message is 1 to ${MESSAGES.bodyMax} characters.`);
      }
      const message = await post(conv, me, body, fileId);
      return { ...message, mine: true };
    },

    /** An attachment's bytes, for the thread's participants only. */
    async attachment(user: SessionUser, id: string, fileId: string) {
      await membership(user.id, id);
      if (!isUuid(fileId) || !(await repo.fileOfMessage(id, fileId))) throw notFound('No such attachment.');
      const found = await files.open(fileId);
      if (!found) throw notFound('No such attachment.');
      return found;
    },

    async markRead(user: SessionUser, id: string, upTo: number) {
      await membership(user.id, id);
      const mark = await repo.markRead(id, user.id, upTo);
      if (mark !== null) {
        await realtime.publish({
          conversationId: id,
          frame: { type: 'read', conversationId: id, userId: user.id, upTo: mark },
        });
        await pushMessageCounts([user.id]);
        await realtime.publish({ users: [user.id], frame: { type: 'thread', conversationId: id } });
      }
      await notifications.markGroupRead(user.id, `conversation:${id}`);
      return { unread: await repo.unreadCount(user.id) };
    },

    /** Close, reopen, block or unblock: the opener's choice (the seeker decides who may write). */
    async act(user: SessionUser, id: string, action: 'close' | 'reopen' | 'block' | 'unblock') {
      const { conv } = await membership(user.id, id);
      if (conv.kind === 'direct') {
        throw new Problem(403, 'forbidden', 'Block or remove this connection on the network page.');
      }
      if (conv.openedBy !== user.id) {
        throw new Problem(403, 'forbidden', 'Only the person who started this conversation can do that.');
      }
      if (conv.closedByModerator && (action === 'close' || action === 'reopen')) {
        throw new Problem(409, 'closed_by_moderator', 'A moderator closed this conversation.');
      }
      const now = new Date();
      const patch =
        action === 'close'
          ? { closedAt: now }
          : action === 'reopen'
            ? { closedAt: null }
            : action === 'block'
              ? { blockedAt: now }
              : { blockedAt: null };
      await repo.setState(id, patch);
      const everyone = await repo.participants(id);
      await realtime.publish({
        users: everyone.map((p) => p.userId),
        frame: { type: 'thread', conversationId: id },
      });
      return detail(user.id, id);
    },

    async report(user: SessionUser, id: string, reason: string) {
      await membership(user.id, id);
      const saved = await repo.insertReport({ conversationId: id, reporterId: user.id, reason });
      if (!saved) throw new Problem(409, 'already_reported', 'You already reported this conversation.');
      return { id: saved.id };
    },

    ...createConversationModeration(deps, repo),

    /** Every minute: e-mails about messages left unread (unread-mail-job.ts). */
    unreadMailJob: () => unreadMailJob(deps, repo),
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
