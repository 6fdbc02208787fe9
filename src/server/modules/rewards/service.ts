import { OFFERING_LIMITS } from '../../../shared/limits.ts';
import { formatMoney, toMinorUnits } from '../../../shared/money.ts';
import {
  CASHBACK_CAP_PCT,
  cashbackMinor,
  PAYOUT_MINIMUM_MINOR,
  type RewardCurrency,
} from '../../../shared/rewards.ts';
import type {
  AdminRewardsQueueT,
  Balance,
  RewardsOverviewT,
  Spend,
  SpendDecisionInputT,
  SpendFieldsT,
} from '../../../shared/schemas/rewards.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { cashbackConfirmedMail, type MailText, spendRejectedMail } from '../../email/index.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import { createAdminCheck, createAdminGuard, hasAccountRole, type RequestOrigin } from '../admin/index.ts';
import { csvRow } from '../audit/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { VendorOfferings } from '../offerings/index.ts';
import { createPayouts, payee } from './payouts.ts';
import { createRewardsRepository, type SpendRow } from './repository.ts';

const decidedAlready = () => new Problem(409, 'conflict', 'This purchase is already decided.');

function presentSpend(row: SpendRow): Spend {
  const { s } = row;
  return {
    id: s.id,
    offering: row.offering,
    amountMinor: s.amountMinor,
    currency: s.currency,
    purchasedOn: s.purchasedOn,
    vendorReference: s.vendorReference,
    cashbackPct: s.cashbackPct,
    cashbackMinor: cashbackMinor(s.amountMinor, s.cashbackPct),
    status: s.status,
    vendorConfirmation: s.vendorConfirmation,
    reviewNote: s.reviewNote,
    invoiceUrl: `/api/v1/rewards/spends/${s.id}/invoice`,
    createdAt: s.createdAt.toISOString(),
  };
}

/**
 * Earn on spends: a member records a purchase with its invoice; an admin confirms it with the
 * vendor; the cashback moves through the ledger pending → confirmed → paid | reversed. Every
 * balance is a sum over the ledger rows (the repository's one query), never a stored figure.
 */
export function createRewardsService(
  deps: CoreDeps,
  offerings: VendorOfferings,
  notifications: NotificationsService,
) {
  const repo = createRewardsRepository(deps.database.db);
  const { audit, files, mailer, logger } = deps;

  const requireAdmin = createAdminGuard(deps.database.db);
  const isAdmin = createAdminCheck(deps.database.db);

  async function rewardsAdmin(viewer: SessionUser) {
    const { admin } = await requireAdmin(
      viewer,
      'rewards:manage',
      'Confirming spends and payouts needs the rewards:manage permission.',
    );
    return admin;
  }

  async function tell(franchisorId: string, text: MailText) {
    const to = await offerings.ownerEmail(franchisorId);
    if (!to) return;
    await mailer.send({ to, ...text }).catch((err: unknown) => logger.error({ err }, 'rewards mail failed'));
  }

  const payouts = createPayouts({ deps, repo, offerings, notifications, rewardsAdmin, tell });

  async function balances(franchisorId: string): Promise<Balance[]> {
    const rows = await repo.balancesOf(franchisorId);
    return rows.map((r) => ({
      currency: r.currency,
      pending: Number(r.pending),
      confirmed: Number(r.confirmed),
      available: Number(r.available),
      requested: Number(r.requested),
      paid: Number(r.paid),
      reversed: Number(r.reversed),
      payoutMinimum: PAYOUT_MINIMUM_MINOR[r.currency as RewardCurrency] ?? 0,
    }));
  }

  return {
    /** Whether a company's purchase of an offering was confirmed with the vendor: reviews need it. */
    hasSpend: (franchisorId: string, offeringId: string) => repo.hasSpend(franchisorId, offeringId),

    async recordSpend(viewer: SessionUser, fields: SpendFieldsT, upload: unknown) {
      const company = await offerings.companyOf(viewer);
      const offering = await offerings.listed(fields.offeringId);
      if (offering.franchisorId === company.id) {
        throw new Problem(409, 'invalid_request', 'Purchases of your own offerings do not earn cashback.');
      }
      if (!(upload instanceof File)) {
        throw fieldProblem('file', 'Attach the invoice (PDF or picture).');
      }
      // The type comes from the bytes; the invoice is private (served only to its company and admins).
      const stored = await files.store({
        bytes: new Uint8Array(await upload.arrayBuffer()),
        originalName: upload.name,
        accept: ['document', 'image'],
        ownerUserId: viewer.id,
        private: true,
        maxBytes: OFFERING_LIMITS.invoiceMaxBytes,
      });
      const amountMinor = toMinorUnits(fields.amount, fields.currency);
      const pct = Math.min(offering.cashbackPct, CASHBACK_CAP_PCT);
      const cashback = cashbackMinor(amountMinor, pct);
      // A write that fails takes its invoice with it: no file is kept without its purchase.
      const id = await record().catch(async (err: unknown) => {
        await files.remove(stored.id);
        throw err;
      });
      return presentSpend((await repo.findSpend(id))!);

      function record() {
        return repo.transaction(async (tx) => {
          const spendId = await repo.insertSpend(
            {
              offeringId: offering.id,
              franchisorId: company.id,
              userId: viewer.id,
              amountMinor,
              currency: fields.currency,
              purchasedOn: fields.purchasedOn,
              vendorReference: fields.vendorReference,
              cashbackPct: pct,
              invoiceFileId: stored.id,
            },
            tx,
          );
          if (cashback > 0) {
            await repo.insertEntry(
              {
                franchisorId: company.id,
                spendId,
                description: `${pct}% back on ${offering.name} (${fields.purchasedOn})`,
                amountMinor: cashback,
                currency: fields.currency,
                status: 'pending',
              },
              tx,
            );
          }
          return spendId;
        });
      }
    },

    async mySpends(viewer: SessionUser) {
      const company = await offerings.companyOf(viewer);
      return { items: (await repo.spendsOf(company.id)).map(presentSpend) };
    },

    /** The invoice: its company, or an admin holding rewards:manage; 404 for anyone else. */
    async openInvoice(viewer: SessionUser, spendId: string) {
      const row = await repo.findSpend(spendId);
      if (!row) throw notFound('No such purchase.');
      if (!(await isAdmin(viewer, 'rewards:manage'))) {
        const company = hasAccountRole(viewer, 'franchisor') ? await offerings.companyOf(viewer) : null;
        if (company?.id !== row.s.franchisorId) throw notFound('No such purchase.');
      }
      const found = await files.open(row.s.invoiceFileId);
      if (!found) throw notFound('The invoice file is missing.');
      return found;
    },

    async overview(viewer: SessionUser): Promise<RewardsOverviewT> {
      const company = await offerings.companyOf(viewer);
      const [ledger, payouts] = await Promise.all([repo.ledgerOf(company.id), repo.payoutsOf(company.id)]);
      return {
        balances: await balances(company.id),
        ledger: ledger.map((e) => ({
          id: e.id,
          spendId: e.spendId,
          payoutId: e.payoutId,
          description: e.description,
          amountMinor: e.amountMinor,
          currency: e.currency,
          status: e.status,
          createdAt: e.createdAt.toISOString(),
          updatedAt: e.updatedAt.toISOString(),
        })),
        payouts: payouts.map((p) => ({
          id: p.id,
          currency: p.currency,
          amountMinor: p.amountMinor,
          status: p.status,
          createdAt: p.createdAt.toISOString(),
          paidAt: p.paidAt?.toISOString() ?? null,
          ...payee(p),
          transferReference: p.transferReference,
          transferredOn: p.transferredOn,
        })),
      };
    },

    async statementCsv(viewer: SessionUser) {
      const company = await offerings.companyOf(viewer);
      const rows = await repo.statementOf(company.id);
      const header = [
        'Date',
        'Description',
        'Offering',
        'Purchased on',
        'Purchase',
        'Rate %',
        'Cashback',
        'Currency',
        'Status',
        'Vendor confirmation',
        'Payout',
        'Paid on',
        'Transfer reference',
      ];
      return (
        csvRow(header) +
        rows
          .map(({ l, offering, purchasedOn, spendMinor, pct, ...trail }) =>
            csvRow([
              l.createdAt.toISOString().slice(0, 10),
              l.description,
              offering ?? '',
              purchasedOn ?? '',
              spendMinor === null ? '' : (spendMinor / 100).toFixed(2),
              pct ?? '',
              (l.amountMinor / 100).toFixed(2),
              l.currency,
              l.status,
              trail.vendorConfirmation ?? '',
              l.payoutId ?? '',
              trail.transferredOn ?? '',
              trail.transferReference ?? '',
            ]),
          )
          .join('')
      );
    },

    // ── Admins holding rewards:manage ──────────────────────────────────────────

    async queue(viewer: SessionUser): Promise<AdminRewardsQueueT> {
      await rewardsAdmin(viewer);
      const [spends, payouts] = await Promise.all([repo.submittedSpends(), repo.requestedPayouts()]);
      return {
        spends: spends.map((r) => ({ ...presentSpend(r), companyName: r.companyName })),
        payouts: payouts.map(({ p, companyName }) => ({
          id: p.id,
          companyName,
          currency: p.currency,
          amountMinor: p.amountMinor,
          createdAt: p.createdAt.toISOString(),
          ...payee(p),
        })),
      };
    },

    /**
     * Confirmed against the vendor's confirmation, whose reference is kept, shown to the member
     * and audited: the cashback is confirmed; refused: reversed.
     */
    async decideSpend(viewer: SessionUser, id: string, decision: SpendDecisionInputT, origin: RequestOrigin) {
      await rewardsAdmin(viewer);
      const row = await repo.findSpend(id);
      if (!row) throw notFound('No such purchase.');
      const confirm = decision.decision === 'confirm';
      await repo.transaction(async (tx) => {
        // Read again under the spend's lock: of two decisions at once the second waits and finds
        // it decided, before anything of it (ledger, audit) is written.
        if ((await repo.spendStatusForDecision(id, tx)) !== 'submitted') throw decidedAlready();
        const moved = await repo.decideSpend(
          id,
          {
            status: confirm ? 'confirmed' : 'rejected',
            vendorConfirmation: decision.decision === 'confirm' ? decision.vendorConfirmation : null,
            reviewNote: decision.note || null,
            reviewedBy: viewer.id,
            reviewedAt: new Date(),
          },
          tx,
        );
        if (!moved) throw decidedAlready();
        await repo.moveEntry({ spendId: id }, 'pending', confirm ? 'confirmed' : 'reversed', tx);
        await audit.record(
          { id: viewer.id, email: viewer.email, ...origin },
          {
            action: confirm ? 'rewards.spend_confirm' : 'rewards.spend_reject',
            entityType: 'offering_spend',
            entityId: id,
            before: { status: 'submitted' },
            after: {
              status: confirm ? 'confirmed' : 'rejected',
              cashbackMinor: cashbackMinor(row.s.amountMinor, row.s.cashbackPct),
              currency: row.s.currency,
              ...(decision.decision === 'confirm' ? { vendorConfirmation: decision.vendorConfirmation } : {}),
            },
            ...(decision.note ? { reason: decision.note } : {}),
          },
          tx,
        );
      });
      // A review stands only on a confirmed purchase (one written before that rule goes with its refusal).
      if (!confirm && !(await repo.hasSpend(row.s.franchisorId, row.s.offeringId))) {
        await offerings.withdrawReview(row.s.offeringId, row.s.franchisorId);
      }
      const cashback = formatMoney(cashbackMinor(row.s.amountMinor, row.s.cashbackPct), row.s.currency, {
        cents: true,
      });
      await tell(
        row.s.franchisorId,
        decision.decision === 'confirm'
          ? cashbackConfirmedMail({
              vendor: row.offering.vendor,
              offering: row.offering.name,
              cashback,
              vendorConfirmation: decision.vendorConfirmation,
            })
          : spendRejectedMail({ offering: row.offering.name, note: decision.note }),
      );
      return presentSpend((await repo.findSpend(id))!);
    },

    /** A confirmed entry not in a payout is reversed (a refund, a cancelled order). */
    async reverseEntry(viewer: SessionUser, id: string, reason: string, origin: RequestOrigin) {
      await rewardsAdmin(viewer);
      const entry = await repo.transaction(async (tx) => {
        const moved = await repo.moveEntry({ id }, 'confirmed', 'reversed', tx);
        if (!moved)
          throw new Problem(409, 'conflict', 'Only confirmed cashback outside a payout can be reversed.');
        await audit.record(
          { id: viewer.id, email: viewer.email, ...origin },
          {
            action: 'rewards.reverse',
            entityType: 'reward_ledger',
            entityId: id,
            before: { status: 'confirmed' },
            after: { status: 'reversed' },
            reason,
          },
          tx,
        );
        return moved;
      });
      return { id: entry.id, status: entry.status };
    },

    ...payouts,

    /** For tests and the property check: the balances as the API answers them. */
    balancesOf: balances,
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
