import { z } from 'zod';
import { OFFERING_LIMITS as L } from '../limits.ts';
import { LEDGER_STATUSES, REWARD_CURRENCIES, SPEND_STATUSES } from '../rewards.ts';
import { OfferingKindSchema } from './offerings.ts';
import { multiLineText, singleLineText } from './text.ts';

/** The fields of a recorded purchase (sent as multipart with the invoice `file`). */
export const SpendFields = z
  .object({
    offeringId: z.uuid('Offering: choose an offering.'),
    amount: z.coerce
      .number('Amount must be a number.')
      .positive('Amount must be more than 0.')
      .max(L.maxSpend, 'Amount is too large.'),
    currency: z.enum(REWARD_CURRENCIES),
    purchasedOn: z.iso.date('Purchase date: a date (YYYY-MM-DD).'),
    vendorReference: singleLineText(0, 120, 'Reference must be at most 120 characters.').default(''),
  })
  .meta({ id: 'SpendFields' });
export type SpendFieldsT = z.infer<typeof SpendFields>;

export const SpendSchema = z
  .object({
    id: z.uuid(),
    offering: z.object({ id: z.uuid(), name: z.string(), kind: OfferingKindSchema, vendor: z.string() }),
    amountMinor: z.number().int(),
    currency: z.string(),
    purchasedOn: z.string(),
    vendorReference: z.string(),
    cashbackPct: z.number(),
    cashbackMinor: z.number().int(),
    status: z.enum(SPEND_STATUSES),
    reviewNote: z.string().nullable(),
    invoiceUrl: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Spend' });
export type Spend = z.infer<typeof SpendSchema>;
export const SpendList = z.object({ items: z.array(SpendSchema) }).meta({ id: 'SpendList' });

export const LedgerEntrySchema = z
  .object({
    id: z.uuid(),
    spendId: z.uuid().nullable(),
    payoutId: z.uuid().nullable(),
    description: z.string(),
    amountMinor: z.number().int(),
    currency: z.string(),
    status: z.enum(LEDGER_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** Per currency, each a sum of the ledger's entries in that status. */
export const BalanceSchema = z
  .object({
    currency: z.string(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    /** Confirmed and not yet in a payout request: what a payout may ask for. */
    available: z.number().int(),
    /** Confirmed and in a payout request not paid yet. */
    requested: z.number().int(),
    paid: z.number().int(),
    reversed: z.number().int(),
    payoutMinimum: z.number().int(),
  })
  .meta({ id: 'RewardBalance' });
export type Balance = z.infer<typeof BalanceSchema>;

export const RewardsOverview = z
  .object({
    balances: z.array(BalanceSchema),
    ledger: z.array(LedgerEntrySchema),
    payouts: z.array(
      z.object({
        id: z.uuid(),
        currency: z.string(),
        amountMinor: z.number().int(),
        status: z.enum(['requested', 'paid']),
        createdAt: z.string(),
        paidAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'RewardsOverview' });
export type RewardsOverviewT = z.infer<typeof RewardsOverview>;

export const PayoutInput = z.object({ currency: z.enum(REWARD_CURRENCIES) }).meta({ id: 'PayoutInput' });

export const SpendDecisionInput = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('confirm'), note: multiLineText(0, 2000).default('') }),
    z.object({
      decision: z.literal('reject'),
      note: multiLineText(10, 2000, 'Reason must be 10–2000 characters.'),
    }),
  ])
  .meta({ id: 'SpendDecisionInput' });

export const AdminSpendSchema = SpendSchema.extend({ companyName: z.string() }).meta({ id: 'AdminSpend' });
export const AdminRewardsQueue = z
  .object({
    spends: z.array(AdminSpendSchema),
    payouts: z.array(
      z.object({
        id: z.uuid(),
        companyName: z.string(),
        currency: z.string(),
        amountMinor: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminRewardsQueue' });
export type AdminRewardsQueueT = z.infer<typeof AdminRewardsQueue>;

export const RewardIdParam = z.object({
  id: z.uuid('Not a valid id.').meta({ param: { name: 'id', in: 'path' } }),
});
