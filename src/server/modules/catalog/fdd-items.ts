import type { Disclosure } from '../../../shared/schemas/catalog.ts';

/** A Franchise Disclosure Document item the catalog cites, and the figures it cites it for. */
export interface FddItem {
  item: number;
  title: string;
  /** What the item discloses, in a sentence a seeker can act on. */
  about: string;
  /** The fields of a listing's `disclosure` that cite this item. */
  figures: (keyof Disclosure)[];
}

/**
 * The FDD items behind the figures of a listing (presenters.ts cites them by these numbers), as
 * the FTC Franchise Rule (16 CFR 436.5) names them. Item 19 is cited by the listing's own
 * source text, which names the item when the figure comes from it.
 */
export const FDD_ITEMS: readonly FddItem[] = [
  {
    item: 3,
    title: 'Litigation',
    about:
      'Material lawsuits and arbitrations involving the franchisor, its predecessors and officers: many cases, or cases brought by franchisees, are a warning sign.',
    figures: ['litigationCases'],
  },
  {
    item: 4,
    title: 'Bankruptcy',
    about: 'Bankruptcies of the franchisor, its parents, predecessors and officers in the last 10 years.',
    figures: ['bankruptcy'],
  },
  {
    item: 5,
    title: 'Initial fees',
    about: 'The initial franchise fee paid before opening, and whether any of it is refundable.',
    figures: ['franchiseFee'],
  },
  {
    item: 6,
    title: 'Other fees',
    about:
      'Recurring fees once open: royalty and advertising fund (usually a share of gross sales), technology and other fees.',
    figures: ['royaltyPct', 'adFundPct', 'technologyFeeMonthly'],
  },
  {
    item: 7,
    title: 'Estimated initial investment',
    about:
      'The total cost of opening, low to high: fee, build-out, equipment, inventory and working capital for the first months.',
    figures: ['investment'],
  },
  {
    item: 19,
    title: 'Financial performance representations',
    about:
      'What existing units earn (revenue, sometimes profit), if the franchisor chooses to disclose it; many do not.',
    figures: ['averageUnitRevenue'],
  },
  {
    item: 20,
    title: 'Outlets and franchisee information',
    about:
      'Units opened, closed, transferred and terminated over the last three years: the net growth and the turnover of franchisees.',
    figures: ['netUnitGrowth', 'franchiseeTurnoverPct'],
  },
];

/** The item a disclosure figure cites. */
export function fddItemOf(figure: keyof Disclosure): number {
  const found = FDD_ITEMS.find((i) => i.figures.includes(figure));
  if (!found) throw new Error(`No FDD item for ${figure}`);
  return found.item;
}
