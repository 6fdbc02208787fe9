import { describe, expect, it } from 'vitest';
import {
  describeClock,
  KREDIT_YEARLY_LIMIT,
  type KreditUse,
  kreditCurrencyFor,
  kreditLimitIn,
  kreditUsed,
  type PrequalificationInput,
  prequalify,
  renewalDate,
} from './kredit.ts';
import { KreditAnswers, KreditDraftBody } from './schemas/kredit.ts';

const LAKH = 1_00_000_00;

const base: PrequalificationInput = {
  profile: { country: 'IN', phone: '+91 98765 43210' },
  answers: { stage: 'operating', monthsTrading: 18, amountMinor: 5 * LAKH, monthlyRevenueMinor: 4 * LAKH },
  remainingMinor: 8_33_333_00,
  currency: 'INR',
  documents: { id: 1, bankStatement: 1 },
};
const withAnswers = (
  answers: Partial<PrequalificationInput['answers']>,
  more: Partial<PrequalificationInput> = {},
) => prequalify({ ...base, ...more, answers: { ...base.answers, ...answers } });

describe('the Kredit limit', () => {
  it('is $10,000, held once, converted at the dated rate and rounded down to whole units', () => {
    expect(KREDIT_YEARLY_LIMIT).toEqual({ minor: 1_000_000, currency: 'USD' });
    expect(kreditLimitIn('USD')).toMatchObject({ minor: 10_000_00, usdPerUnit: 1 });
    const inr = kreditLimitIn('INR');
    expect(inr).toMatchObject({ minor: 8_33_333_00, currency: 'INR', usdPerUnit: 0.012 });
    expect(inr.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(kreditLimitIn('GBP').minor).toBe(7_874_00);
  });

  it('is applied for in the market’s currency, else dollars', () => {
    expect(kreditCurrencyFor('IN')).toBe('INR');
    expect(kreditCurrencyFor('DE')).toBe('EUR');
    expect(kreditCurrencyFor('BR')).toBe('USD');
    expect(kreditCurrencyFor(null)).toBe('USD');
  });

  it('counts approvals until their renewal date and pending requests until decided', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const use = (u: Partial<KreditUse>): KreditUse => ({
      status: 'approved',
      currency: 'INR',
      amountMinor: 5 * LAKH,
      approvedAmountMinor: 4 * LAKH,
      decidedAt: new Date('2026-05-01T00:00:00Z'),
      ...u,
    });
    expect(kreditUsed([use({})], 'INR', now)).toBe(4 * LAKH);
    expect(kreditUsed([use({ decidedAt: new Date('2025-06-15T00:00:00Z') })], 'INR', now)).toBe(0);
    expect(
      kreditUsed([use({ status: 'submitted', approvedAmountMinor: null, decidedAt: null })], 'INR', now),
    ).toBe(5 * LAKH);
    expect(kreditUsed([use({ status: 'rejected' }), use({ status: 'draft' })], 'INR', now)).toBe(0);
    // Another currency is converted through the same rates: $1,200 ≈ ₹1.0 L.
    expect(kreditUsed([use({ currency: 'USD', approvedAmountMinor: 1_200_00 })], 'INR', now)).toBe(1 * LAKH);
  });

  it('offers renewal 11 months after approval', () => {
    expect(renewalDate(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-12-15T10:00:00.000Z');
  });

  it('shows the decision clock as time left or overdue', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(describeClock(new Date('2026-01-02T09:30:00Z'), now)).toEqual({
      text: '21 h 30 min left',
      overdue: false,
    });
    expect(describeClock(new Date('2026-01-01T11:15:00Z'), now)).toEqual({
      text: '45 min overdue',
      overdue: true,
    });
  });
});

describe('pre-qualification', () => {
  it('is likely when every rule is met', () => {
    expect(prequalify(base).outcome).toBe('likely');
  });

  it('is not eligible above the yearly limit left, or without revenue, saying why', () => {
    expect(withAnswers({}, { remainingMinor: 3 * LAKH })).toEqual({
      outcome: 'not_eligible',
      reasons: ['the amount is more than the ₹3.0 L left of your yearly limit'],
    });
    expect(withAnswers({}, { remainingMinor: 0 }).reasons[0]).toMatch(/whole yearly limit/);
    expect(withAnswers({ monthlyRevenueMinor: 0 }).reasons).toEqual(['the business has no monthly revenue']);
  });

  it('needs more information for a short history, a large request, missing documents or profile details', () => {
    expect(withAnswers({ monthsTrading: 3 })).toEqual({
      outcome: 'needs_more_info',
      reasons: ['the business has traded for less than 6 months'],
    });
    expect(withAnswers({ monthlyRevenueMinor: 1 * LAKH }).reasons).toEqual([
      'the amount is more than 3 months of revenue',
    ]);
    expect(withAnswers({}, { documents: { id: 0, bankStatement: 0 } }).reasons).toEqual([
      'no proof of identity is attached',
      'no bank statement is attached',
    ]);
    expect(withAnswers({}, { profile: { country: null, phone: null } }).outcome).toBe('needs_more_info');
    // A buyer's expected revenue counts; a trading history does not apply.
    expect(withAnswers({ stage: 'buying', monthsTrading: 0 }).outcome).toBe('likely');
  });
});

describe('the shared application schema', () => {
  const complete = {
    currency: 'INR',
    fullName: 'Asha Rao',
    phone: '+91 98765 43210',
    stage: 'operating',
    businessName: 'Chai Point',
    city: 'Bengaluru',
    monthsTrading: 12,
    amountMinor: 5 * LAKH,
    purpose: 'inventory',
    purposeDetails: 'Stock for the festival season and packaging.',
    monthlyRevenueMinor: 4 * LAKH,
  };

  it('accepts a complete application and names the field and the rule of each mistake', () => {
    expect(KreditAnswers.safeParse(complete).success).toBe(true);
    const bad = KreditAnswers.safeParse({ ...complete, amountMinor: 9 * LAKH, city: '', purpose: 'holiday' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.amountMinor).toMatch(/^Amount must be at most ₹8\.3 L \(the equivalent of \$10,000/);
    expect(messages.city).toBe('City: between 2 and 120 characters.');
    expect(messages.purpose).toBe('Purpose: choose what the money is for.');
  });

  it('lets a draft hold any subset of answers, each checked by the same rules', () => {
    expect(KreditDraftBody.safeParse({ currency: 'INR', fullName: 'Asha Rao' }).success).toBe(true);
    expect(KreditDraftBody.safeParse({ currency: 'USD', amountMinor: 10_000_01 }).success).toBe(false);
    expect(KreditDraftBody.safeParse({ currency: 'INR', fullName: 'Asha\u0000' }).success).toBe(false);
    expect(KreditDraftBody.safeParse({ fullName: 'Asha Rao' }).success).toBe(false);
  });
});
