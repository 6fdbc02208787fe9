import { z } from 'zod';
import { formatCount } from '../count.ts';
import { latestToday } from '../dates.ts';
import { OFFERING_LIMITS as L } from '../limits.ts';
import {
  BANK_CODE_LABEL,
  LEDGER_STATUSES,
  PAYOUT_METHODS,
  REWARD_CURRENCIES,
  type RewardCurrency,
  SPEND_STATUSES,
} from '../rewards.ts';
import { OfferingKindSchema } from './offerings.ts';
import { multiLineText, singleLineText } from './text.ts';

/** A day that has come somewhere on Earth: money moved then, not later. */
const pastDay = (label: string) =>
  z.iso
    .date(`${label}: a date (YYYY-MM-DD).`)
    .refine((day) => day <= latestToday(), `${label} cannot be in the future.`);

/** The fields of a recorded purchase (sent as multipart with the invoice `file`). */
export const SpendFields = z
  .object({
    offeringId: z.uuid('Offering: choose an offering.'),
    amount: z.coerce
      .number('Amount must be a number.')
      .positive('Amount must be more than 0.')
      .max(L.maxSpend, `Amount must be at most ${formatCount(L.maxSpend)}.`),
    currency: z.enum(REWARD_CURRENCIES),
    purchasedOn: pastDay('Purchase date'),
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
    /** The vendor's reference for its confirmation, once an admin confirmed the purchase. */
    vendorConfirmation: z.string().nullable(),
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
        /** Where it goes, the account shown by its last characters only. */
        method: z.enum(PAYOUT_METHODS).nullable(),
        accountHolder: z.string().nullable(),
        accountMasked: z.string().nullable(),
        transferReference: z.string().nullable(),
        transferredOn: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'RewardsOverview' });
export type RewardsOverviewT = z.infer<typeof RewardsOverview>;

const digits = (min: number, max: number) => new RegExp(`^\\d{${min},${max}}$`);
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const UPI = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** An IBAN's check digits (ISO 13616, mod 97). */
function ibanValid(iban: string): boolean {
  if (!IBAN.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of moved) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** An ABA routing number's check digit (3-7-1 weights). */
function routingValid(code: string): boolean {
  if (!/^\d{9}$/.test(code)) return false;
  const d = [...code].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Per currency: the account and bank code a transfer in that market needs, and what to say when one is wrong. */
const BANK_RULES: Record<
  RewardCurrency,
  { account: (a: string) => boolean; accountMessage: string; code: (c: string) => boolean }
> = {
  USD: {
    account: (a) => digits(4, 17).test(a),
    accountMessage: 'Account number: 4–17 digits.',
    code: routingValid,
  },
  INR: {
    account: (a) => digits(9, 18).test(a),
    accountMessage: 'Account number: 9–18 digits.',
    code: (c) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(c),
  },
  GBP: {
    account: (a) => digits(8, 8).test(a) || ibanValid(a),
    accountMessage: 'Account number: 8 digits, or an IBAN.',
    code: (c) => digits(6, 6).test(c) || BIC.test(c),
  },
  EUR: {
    account: ibanValid,
    accountMessage: 'IBAN: check it (country, check digits, account).',
    code: (c) => BIC.test(c),
  },
  CAD: {
    account: (a) => digits(5, 12).test(a),
    accountMessage: 'Account number: 5–12 digits.',
    code: (c) => digits(8, 8).test(c),
  },
  AUD: {
    account: (a) => digits(5, 9).test(a),
    accountMessage: 'Account number: 5–9 digits.',
    code: (c) => digits(6, 6).test(c),
  },
};

/** Spaces and dashes people type in account numbers and codes; letters in capitals. */
const compact = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/**
 * A payout request with where to pay it: a bank account in the currency's market (account or
 * IBAN and the bank code it needs), or a UPI id for rupees. Account and code are kept compacted.
 */
export const PayoutInput = z
  .object({
    currency: z.enum(REWARD_CURRENCIES),
    method: z.enum(PAYOUT_METHODS, 'Paid to: choose a bank account or UPI.'),
    accountHolder: singleLineText(2, 120, 'Account holder: 2–120 characters.'),
    account: singleLineText(1, 64, 'Account: 1–64 characters.'),
    bankCode: singleLineText(0, 20, 'Bank code: at most 20 characters.').default(''),
  })
  .transform((v) =>
    v.method === 'upi'
      ? { ...v, account: v.account.toLowerCase(), bankCode: '' }
      : { ...v, account: compact(v.account), bankCode: compact(v.bankCode) },
  )
  .superRefine((v, ctx) => {
    if (v.method === 'upi') {
      if (v.currency !== 'INR')
        ctx.addIssue({
          code: 'custom',
          path: ['method'],
          message: 'Paid to: UPI is for payouts in rupees (INR).',
        });
      else if (!UPI.test(v.account))
        ctx.addIssue({ code: 'custom', path: ['account'], message: 'UPI id: like name@bank.' });
      return;
    }
    const rules = BANK_RULES[v.currency];
    if (!rules.account(v.account))
      ctx.addIssue({ code: 'custom', path: ['account'], message: rules.accountMessage });
    if (!rules.code(v.bankCode))
      ctx.addIssue({
        code: 'custom',
        path: ['bankCode'],
        message: `${BANK_CODE_LABEL[v.currency]}: check it.`,
      });
  })
  .meta({ id: 'PayoutInput' });
export type PayoutInputT = z.infer<typeof PayoutInput>;

/** What the admin records when the transfer is made. */
export const PayoutPaidInput = z
  .object({
    transferReference: singleLineText(3, 120, 'Transfer reference: 3–120 characters.'),
    paidOn: pastDay('Date paid'),
  })
  .meta({ id: 'PayoutPaidInput' });
export type PayoutPaidInputT = z.infer<typeof PayoutPaidInput>;

/** A payout's details in full, for the admin making the transfer (an audited read). */
export const AdminPayoutDetails = z
  .object({
    id: z.uuid(),
    companyName: z.string(),
    currency: z.string(),
    amountMinor: z.number().int(),
    method: z.enum(PAYOUT_METHODS).nullable(),
    accountHolder: z.string().nullable(),
    account: z.string().nullable(),
    bankCode: z.string().nullable(),
  })
  .meta({ id: 'AdminPayoutDetails' });
export type AdminPayoutDetailsT = z.infer<typeof AdminPayoutDetails>;

export const SpendDecisionInput = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('confirm'),
      vendorConfirmation: singleLineText(
        3,
        120,
        'Vendor’s confirmation reference: 3–120 characters, as the vendor gave it.',
      ),
      note: multiLineText(0, 2000).default(''),
    }),
    z.object({
      decision: z.literal('reject'),
      note: multiLineText(10, 2000, 'Reason must be 10–2000 characters.'),
    }),
  ])
  .meta({ id: 'SpendDecisionInput' });
export type SpendDecisionInputT = z.infer<typeof SpendDecisionInput>;

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
        method: z.enum(PAYOUT_METHODS).nullable(),
        accountHolder: z.string().nullable(),
        accountMasked: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminRewardsQueue' });
export type AdminRewardsQueueT = z.infer<typeof AdminRewardsQueue>;

export const RewardIdParam = z.object({
  id: z.uuid('Not a valid id.').meta({ param: { name: 'id', in: 'path' } }),
});
