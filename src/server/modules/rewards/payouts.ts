import { formatDay } from '../../../shared/dates.ts';
import { formatMoney } from '../../../shared/money.ts';
import { maskAccount, PAYOUT_MINIMUM_MINOR, type PayoutMethod } from '../../../shared/rewards.ts';
import type { AdminPayoutDetailsT, PayoutInputT, PayoutPaidInputT } from '../../../shared/schemas/rewards.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { cashbackPaidMail, type MailText } from '../../email/index.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import type { RequestOrigin } from '../admin/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { VendorOfferings } from '../offerings/index.ts';
import type { RewardsRepository } from './repository.ts';

/** Where a payout goes, as a list shows it: the account by its last characters only. */
export function payee(p: {
  method: PayoutMethod | null;
  accountHolder: string | null;
  account: string | null;
}) {
  return {
    method: p.method,
    accountHolder: p.accountHolder,
    accountMasked: p.account ? maskAccount(p.account) : null,
  };
}

/**
 * Payouts: a member asks for one to an account they give; an admin holding rewards:manage reads
 * where it goes and records the transfer that paid it. Part of the rewards service.
 */
export function createPayouts(ctx: {
  deps: CoreDeps;
  repo: RewardsRepository;
  offerings: VendorOfferings;
  notifications: NotificationsService;
  rewardsAdmin: (viewer: SessionUser) => Promise<unknown>;
  tell: (franchisorId: string, text: MailText) => Promise<void>;
}) {
  const { repo, offerings, notifications, rewardsAdmin, tell } = ctx;
  const { audit, logger } = ctx.deps;
  return {
    /**
     * Everything confirmed and not yet requested in a currency, when it reaches the minimum, to
     * the account the member gives (checked for its market by the shared schema).
     */
    async requestPayout(viewer: SessionUser, input: PayoutInputT) {
      const { currency, method, accountHolder, account, bankCode } = input;
      const company = await offerings.companyOf(viewer);
      const minimum = PAYOUT_MINIMUM_MINOR[currency];
      const details = { requestedBy: viewer.id, method, accountHolder, account, bankCode: bankCode || null };
      const payout = await repo.transaction(async (tx) => {
        const claimed = await repo.claimForPayout(company.id, currency, details, tx);
        if (claimed.amountMinor < minimum) {
          throw new Problem(
            409,
            'invalid_request',
            `A payout needs at least ${formatMoney(minimum, currency, { cents: true })} of confirmed cashback; you have ${formatMoney(claimed.amountMinor, currency, { cents: true })}.`,
          );
        }
        return claimed;
      });
      return { id: payout.id, amountMinor: payout.amountMinor, currency };
    },
    /** Where a payout goes, in full, for the admin making the transfer (the read is audited by the admin area). */
    async payoutDetails(viewer: SessionUser, id: string): Promise<AdminPayoutDetailsT> {
      await rewardsAdmin(viewer);
      const found = await repo.findPayout(id);
      if (!found) throw notFound('No such payout.');
      const { p, companyName } = found;
      return {
        id: p.id,
        companyName,
        currency: p.currency,
        amountMinor: p.amountMinor,
        method: p.method,
        accountHolder: p.accountHolder,
        account: p.account,
        bankCode: p.bankCode,
      };
    },

    /**
     * Paid by a transfer the admin names (reference and day, not before the request): recorded,
     * audited, and told to the member in the bell and by e-mail with the reference.
     */
    async markPayoutPaid(viewer: SessionUser, id: string, transfer: PayoutPaidInputT, origin: RequestOrigin) {
      await rewardsAdmin(viewer);
      const found = await repo.findPayout(id);
      if (found && transfer.paidOn < found.p.createdAt.toISOString().slice(0, 10)) {
        throw fieldProblem(
          'paidOn',
          `Date paid cannot be before the payout was requested (${formatDay(found.p.createdAt)}).`,
        );
      }
      const payout = await repo.transaction(async (tx) => {
        const paid = await repo.payPayout(
          id,
          {
            transferReference: transfer.transferReference,
            transferredOn: transfer.paidOn,
            paidBy: viewer.id,
          },
          tx,
        );
        if (!paid) throw new Problem(409, 'conflict', 'This payout is not waiting to be paid.');
        await audit.record(
          { id: viewer.id, email: viewer.email, ...origin },
          {
            action: 'rewards.payout_paid',
            entityType: 'reward_payout',
            entityId: id,
            before: { status: 'requested' },
            after: {
              status: 'paid',
              amountMinor: paid.amountMinor,
              currency: paid.currency,
              transferReference: transfer.transferReference,
              paidOn: transfer.paidOn,
            },
          },
          tx,
        );
        return paid;
      });
      const mail = cashbackPaidMail({
        amount: formatMoney(payout.amountMinor, payout.currency, { cents: true }),
        paidOn: formatDay(transfer.paidOn),
        reference: transfer.transferReference,
        to: payout.account ? maskAccount(payout.account) : null,
      });
      // The payment is recorded and audited; a bell or mail failure is logged, not undone.
      if (payout.requestedBy) {
        await notifications
          .notify(payout.requestedBy, 'rewards', {
            title: mail.subject,
            body: `Transfer reference: ${transfer.transferReference}`,
            link: '/rewards',
            // Its own e-mail (below) says it: the bell's would be a second copy.
            email: false,
          })
          .catch((err: unknown) => logger.error({ err, payoutId: id }, 'payout notice failed'));
      }
      await tell(payout.franchisorId, mail);
      return { id: payout.id, status: payout.status };
    },
  };
}
