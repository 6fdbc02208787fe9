/**
 * A saved search: a market list page's filters and search words, kept so that newly published
 * franchises that would appear in that list can be announced. Pure: the server matches with
 * it, the web builds the list link and the label.
 */
import { MARKETS, type MarketCode } from './markets.ts';
import { formatMoney, toMinorUnits } from './money.ts';

/** The list page's state without sort and page (limits in schemas/saved-searches.ts). */
export interface SavedSearchFilters {
  search: string;
  categories: string[];
  /** Budget bounds in MAJOR units of the market's currency, as the list page takes them. */
  min?: number;
  max?: number;
  homeBased: boolean;
  veteranDiscount: boolean;
  financing: boolean;
}

/** A listing's figures a saved search filters on (money in minor units of `currency`). */
export interface SearchableListing {
  country: string;
  currency: string;
  category: string;
  investmentMin: number;
  investmentMax: number;
  homeBased: boolean;
  veteranDiscount: boolean;
  financingAvailable: boolean;
}

/**
 * Whether a listing passes the search's filters, exactly as the list query reads them
 * (catalog list-repository filterConditions): any chosen industry; the range reaching `min`;
 * the whole range (its maximum) within `max`; a ticked flag must be set. The search words are matched
 * by the catalog's own search (the server asks it), not here.
 */
export function passesFilters(country: string, f: SavedSearchFilters, l: SearchableListing): boolean {
  if (l.country !== country) return false;
  if (f.categories.length && !f.categories.includes(l.category)) return false;
  const currency = MARKETS[country as MarketCode]?.currency ?? l.currency;
  if (f.min !== undefined && l.investmentMax < toMinorUnits(f.min, currency)) return false;
  if (f.max !== undefined && l.investmentMax > toMinorUnits(f.max, currency)) return false;
  if (f.homeBased && !l.homeBased) return false;
  if (f.veteranDiscount && !l.veteranDiscount) return false;
  if (f.financing && !l.financingAvailable) return false;
  return true;
}

/** One canonical form, so the same search saved twice is recognised. */
export function canonicalFilters(f: SavedSearchFilters): SavedSearchFilters {
  return {
    search: f.search.trim().replace(/\s+/g, ' '),
    categories: [...new Set(f.categories)].sort(),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    homeBased: f.homeBased,
    veteranDiscount: f.veteranDiscount,
    financing: f.financing,
  };
}

/** '"coffee" · Food & Beverage · ₹10.0 L–₹25.0 L · financing — India'. */
export function describeSavedSearch(country: MarketCode, f: SavedSearchFilters): string {
  const market = MARKETS[country];
  const money = (major: number) =>
    formatMoney(toMinorUnits(major, market.currency), market.currency, { compact: true });
  const parts: string[] = [];
  if (f.search) parts.push(`“${f.search}”`);
  if (f.categories.length) parts.push(f.categories.join(', '));
  if (f.min !== undefined && f.max !== undefined) parts.push(`${money(f.min)}–${money(f.max)}`);
  else if (f.min !== undefined) parts.push(`from ${money(f.min)}`);
  else if (f.max !== undefined) parts.push(`up to ${money(f.max)}`);
  if (f.homeBased) parts.push('home-based');
  if (f.veteranDiscount) parts.push('veteran discount');
  if (f.financing) parts.push('financing');
  return `${parts.length ? parts.join(' · ') : 'All franchises'} — ${market.name}`;
}

/** A list page's filter parameters (the web's list state adds sort and page to these). */
export function listSearchParams(f: SavedSearchFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set('search', f.search);
  for (const c of f.categories) p.append('category', c);
  if (f.min !== undefined) p.set('min', String(f.min));
  if (f.max !== undefined) p.set('max', String(f.max));
  if (f.homeBased) p.set('homeBased', 'true');
  if (f.veteranDiscount) p.set('veteranDiscount', 'true');
  if (f.financing) p.set('financing', 'true');
  return p;
}

/** The list page that shows the search. */
export function savedSearchHref(country: MarketCode, f: SavedSearchFilters): string {
  const q = listSearchParams(f).toString();
  return `${MARKETS[country].listPath}${q ? `?${q}` : ''}`;
}
