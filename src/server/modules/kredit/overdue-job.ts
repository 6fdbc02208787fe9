import { KREDIT_DECISION_HOURS } from '../../../shared/kredit.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { CoreDeps } from '../../app-deps.ts';
import { kreditOverdueMail } from '../../email/index.ts';
import { defineJob } from '../../jobs/index.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { createKreditRepository } from './repository.ts';

/**
 * Every 15 minutes: applications still waiting for a decision past the promised 24 hours are
 * flagged and every Kredit reviewer gets one e-mail listing them. Mail goes out before the flag
 * is written, so a failed send is retried with the next try instead of being lost; a second run
 * finds them flagged and sends nothing.
 */
export function kreditOverdueJob(deps: Pick<CoreDeps, 'database' | 'mailer' | 'config'>) {
  const repo = createKreditRepository(deps.database.db);
  return defineJob({
    name: 'kredit-overdue',
    description: `Flags Kredit applications waiting longer than ${KREDIT_DECISION_HOURS} hours for a decision and e-mails the reviewers.`,
    schedule: '*/15 * * * *',
    async run() {
      const now = new Date();
      const overdue = await repo.overdueUnflagged(now);
      if (overdue.length === 0) return { flagged: 0, notified: 0 };
      const reviewers = await repo.reviewerEmails();
      const origin = siteOrigin(deps.config);
      const mail = kreditOverdueMail({
        decisionHours: KREDIT_DECISION_HOURS,
        applications: overdue.map((a) => ({
          applicantEmail: a.applicantEmail,
          amount: a.amountMinor == null ? null : formatMoney(a.amountMinor, a.currency),
          hoursPast: Math.floor((now.getTime() - a.decisionDueAt!.getTime()) / 3_600_000),
          url: `${origin}/admin/kredit-applications?id=${a.id}`,
        })),
        queueUrl: `${origin}/admin/kredit-applications`,
      });
      for (const to of reviewers) await deps.mailer.send({ to, ...mail });
      await repo.flagOverdue(
        overdue.map((a) => a.id),
        now,
      );
      return { flagged: overdue.length, notified: reviewers.length };
    },
  });
}
