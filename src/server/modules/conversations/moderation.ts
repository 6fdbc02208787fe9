import { isUuid } from '../../../shared/uuid.ts';
import type { SessionUser } from '../../auth/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { createAdminGuard } from '../admin/index.ts';
import type { AuditActor } from '../audit/index.ts';
import type { ConversationsRepository } from './repository.ts';
import type { ConversationsDeps } from './service.ts';

const handledAlready = () => new Problem(409, 'already_resolved', 'This report was already handled.');

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The team's side: reported conversations, and dismissing a report or closing the thread. */
export function createConversationModeration(
  deps: Pick<ConversationsDeps, 'db' | 'audit' | 'realtime'>,
  repo: ConversationsRepository,
) {
  const { audit, realtime } = deps;
  const requireAdmin = createAdminGuard(deps.db);
  const moderation = {
    async requireModerator(user: SessionUser) {
      await requireAdmin(
        user,
        'messages:moderate',
        'Moderating conversations needs the messages:moderate permission.',
      );
    },

    async reports(user: SessionUser, status: 'open' | 'resolved') {
      await moderation.requireModerator(user);
      const rows = await repo.listReports(status === 'open', 100);
      const recent = await repo.recentWithSenders([...new Set(rows.map((r) => r.conversationId))], 5);
      return {
        items: rows.map((r) => ({
          id: r.id,
          conversationId: r.conversationId,
          subject: r.subject,
          reporterEmail: r.reporterEmail,
          reason: r.reason,
          createdAt: iso(r.createdAt),
          resolvedAt: r.resolvedAt ? iso(r.resolvedAt) : null,
          recentMessages: recent
            .filter((m) => m.conversationId === r.conversationId)
            .slice(0, 5)
            .reverse()
            .map((m) => ({
              id: Number(m.id),
              senderEmail: m.senderEmail,
              body: m.body,
              createdAt: iso(m.createdAt),
            })),
        })),
      };
    },

    /** Dismisses a report, or closes the reported thread; recorded in the audit log. */
    async resolveReport(
      user: SessionUser,
      actor: AuditActor,
      id: string,
      action: 'dismiss' | 'close_thread',
    ) {
      await moderation.requireModerator(user);
      if (!isUuid(id)) throw notFound('No such report.');
      const report = await repo.findReport(id);
      if (!report) throw notFound('No such report.');
      if (report.resolvedAt) throw handledAlready();
      await repo.transaction(async (tx) => {
        // Read again under the report's lock: of two moderators handling it at once, the second
        // waits and finds it handled (one audit record, the thread closed once).
        if ((await repo.findReportForDecision(id, tx))?.resolvedAt) throw handledAlready();
        await repo.resolveReport(id, user.id, tx);
        if (action === 'close_thread')
          await repo.setState(report.conversationId, { closedAt: new Date(), closedByModerator: true }, tx);
        await audit.record(
          actor,
          {
            action: action === 'close_thread' ? 'conversations.close' : 'conversations.report_dismiss',
            entityType: 'conversation_report',
            entityId: id,
            after: { conversationId: report.conversationId, action },
            reason: report.reason,
          },
          tx,
        );
      });
      if (action === 'close_thread') {
        const everyone = await repo.participants(report.conversationId);
        await realtime.publish({
          users: everyone.map((p) => p.userId),
          frame: { type: 'thread', conversationId: report.conversationId },
        });
      }
      return { ok: true };
    },

    /** Reopens a thread a moderator closed (the opener cannot); recorded in the audit log. */
    async reopenThread(user: SessionUser, actor: AuditActor, conversationId: string) {
      await moderation.requireModerator(user);
      if (!isUuid(conversationId)) throw notFound('No such conversation.');
      await repo.transaction(async (tx) => {
        const row = await repo.setState(conversationId, { closedAt: null, closedByModerator: false }, tx);
        if (!row) throw notFound('No such conversation.');
        await audit.record(
          actor,
          { action: 'conversations.reopen', entityType: 'conversation', entityId: conversationId },
          tx,
        );
      });
      const everyone = await repo.participants(conversationId);
      await realtime.publish({
        users: everyone.map((p) => p.userId),
        frame: { type: 'thread', conversationId },
      });
      return { ok: true };
    },
  };
  return moderation;
}
