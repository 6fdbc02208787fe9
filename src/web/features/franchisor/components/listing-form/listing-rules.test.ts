import { describe, expect, it } from 'vitest';
import type { ListingFormValues } from '../../../../../shared/schemas/listings.ts';
import { savableDraft } from './listing-draft.ts';
import { listingResolver, submitIssues } from './listing-resolver.ts';

const typed = (v: Record<string, unknown>) => v as unknown as ListingFormValues;
const MIN_MAX = 'Maximum investment must be at least the minimum investment (min ≤ max).';

describe('the listing rules on the form (issue 37.3)', () => {
  it('keeps every valid field of a draft and names each refused one, min above max included', () => {
    const { draft, issues } = savableDraft(
      typed({ title: 'Pad Thai Go', investmentMin: 5_000_000, investmentMax: 1_000_000, royaltyPct: 90 }),
    );
    expect(draft).toMatchObject({ title: 'Pad Thai Go', investmentMin: 5_000_000 });
    expect(draft).not.toHaveProperty('investmentMax');
    expect(draft).not.toHaveProperty('royaltyPct');
    expect(issues.map((i) => i.field).sort()).toEqual(['investmentMax', 'royaltyPct']);
    expect(issues.find((i) => i.field === 'investmentMax')!.message).toBe(MIN_MAX);
  });

  it('leaves fields not filled in yet out of a draft without marking them', () => {
    const { draft, issues } = savableDraft(
      typed({ title: 'Pad Thai Go', description: '', investmentMin: null }),
    );
    expect(draft).toEqual({ title: 'Pad Thai Go' });
    expect(issues).toEqual([]);
  });

  it('marks min above max while typing, and on submit together with what is missing', async () => {
    const values = typed({ investmentMin: 5_000_000, investmentMax: 1_000_000, sources: {} });
    // React Hook Form names every mounted field on submit too: the resolver keeps to the draft's rules.
    const options = { fields: {}, shouldUseNativeValidation: false, names: ['investmentMax', 'title'] };
    const typing = await listingResolver(values, undefined, options);
    expect(typing.errors).toMatchObject({ investmentMax: { message: MIN_MAX } });
    expect(typing.errors).not.toHaveProperty('title');

    const submitting = submitIssues(values);
    expect(submitting).toContainEqual({ field: 'investmentMax', message: MIN_MAX });
    expect(submitting.map((i) => i.field)).toEqual(
      expect.arrayContaining(['title', 'category', 'description']),
    );
    expect(new Set(submitting.map((i) => i.field)).size).toBe(submitting.length);
  });

  it('drops only the source that breaks its rule: the other figures keep theirs', () => {
    const { draft, issues } = savableDraft(
      typed({
        title: 'Pad Thai Go',
        royaltyPct: 6,
        franchiseFee: 100_000,
        sources: {
          royaltyPct: { kind: 'fdd', item: 19, year: 2999 },
          franchiseFee: { kind: 'franchisor' },
        },
      }),
    );
    expect(draft.sources).toEqual({ franchiseFee: { kind: 'franchisor' } });
    expect(draft).toMatchObject({ royaltyPct: 6, franchiseFee: 100_000 });
    expect(issues).toEqual([
      { field: 'sources.royaltyPct.year', message: 'FDD year cannot be in the future.' },
    ]);
  });

  it('marks a fee above the minimum and liquid capital above net worth on the field each breaks', () => {
    const { draft, issues } = savableDraft(
      typed({ investmentMin: 100_000, franchiseFee: 150_000, liquidCapitalMin: 90_000, netWorthMin: 50_000 }),
    );
    expect(issues.map((i) => i.field).sort()).toEqual(['franchiseFee', 'liquidCapitalMin']);
    expect(draft).toEqual({ investmentMin: 100_000, netWorthMin: 50_000 });
  });
});
