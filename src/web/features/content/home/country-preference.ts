import { useSyncExternalStore } from 'react';
import { MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import { createChangeSignal } from '../../../lib/change-signal.ts';
import { firstExisting } from '../../../lib/pages.ts';

/** Browser storage of the country chooser (spec §3: a country-selected flag and the selected country). */
const SELECTED_FLAG = 'franchisio.countrySelected';
const SELECTED_COUNTRY = 'franchisio.selectedCountry';

export function hasChosenCountry(): boolean {
  try {
    return localStorage.getItem(SELECTED_FLAG) === 'true';
  } catch {
    return true; // Storage blocked: never nag, since the choice could not be remembered anyway.
  }
}

export function chosenCountry(): MarketCode | null {
  try {
    const value = localStorage.getItem(SELECTED_COUNTRY);
    return value && value in MARKETS ? (value as MarketCode) : null;
  } catch {
    return null;
  }
}

const chosen = createChangeSignal();

/** Remembers the choice; `null` means the visitor closed the dialog without choosing (do not ask again). */
export function rememberCountry(code: MarketCode | null): void {
  try {
    localStorage.setItem(SELECTED_FLAG, 'true');
    if (code) localStorage.setItem(SELECTED_COUNTRY, code);
  } catch {
    // Storage blocked: nothing to remember.
  }
  chosen.notify();
}

/**
 * The remembered country, re-rendering when the chooser changes it. HTML rendered on the server
 * knows no browser storage, so it (and the hydration of it) reads as "not chosen yet".
 */
export function useChosenCountry(): MarketCode | null {
  return useSyncExternalStore(chosen.subscribe, chosenCountry, () => null);
}

/**
 * Where a chosen country leads (spec §2): India to /india-franchises, the United States to
 * /united-states, other markets to their create-opportunity page once it exists.
 */
export function countryDestination(code: MarketCode): string {
  if (code === 'IN') return '/india-franchises';
  if (code === 'US') return '/united-states';
  return firstExisting(MARKETS[code].createPath, '/united-states');
}
