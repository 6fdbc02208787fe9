import { MESSAGES } from '../../../shared/limits.ts';
import { unreadMessagesMail } from '../../email/index.ts';
import { defineJob } from '../../jobs/index.ts';
import { siteOrigin, unsubscribeLink } from '../notifications/index.ts';
import { threadLink } from './links.ts';
import type { ConversationsRepository } from './repository.ts';
import type { ConversationsDeps } from './service.ts';

export const UNREAD_MAIL_JOB = 'conversations-unread-mail';

/**
 * Every minute: a message left unread for 10 minutes is e-mailed about, at most once an
 * hour per thread and person, unless they turned message e-mails off.
 */
export function unreadMailJob(
  deps: Pick<ConversationsDeps, 'notifications' | 'mailer' | 'logger' | 'config'>,
  repo: ConversationsRepository,
) {
  const { notifications, mailer, logger, config } = deps;
  return defineJob({
    name: UNREAD_MAIL_JOB,
    description:
      'E-mails people about messages left unread for 10 minutes (once an hour per thread at most).',
    schedule: '* * * * *',
    async run() {
      const due = await repo.dueUnreadMails(
        MESSAGES.unreadMailAfterSeconds,
        MESSAGES.unreadMailEverySeconds,
        200,
      );
      let sent = 0;
      for (const d of due) {
        if (!(await repo.claimUnreadMail(d.conversation_id, d.user_id, MESSAGES.unreadMailEverySeconds)))
          continue;
        const token = d.token ?? (await notifications.settingsOf(d.user_id)).unsubscribeToken;
        try {
          await mailer.send({
            to: d.email,
            ...unreadMessagesMail({
              subject: d.subject,
              unread: d.unread,
              threadUrl: `${siteOrigin(config)}${threadLink(d.conversation_id)}`,
              unsubscribeUrl: unsubscribeLink(config, token, 'message'),
            }),
          });
          sent++;
        } catch (err) {
          logger.error({ err, conversationId: d.conversation_id }, 'unread message mail failed');
        }
      }
      return { sent };
    },
  });
}
