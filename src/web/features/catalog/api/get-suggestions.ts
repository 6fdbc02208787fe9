import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MarketCode } from '../../../../shared/markets.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** Typing pauses this long before suggestions are asked for: one request per word, not per key. */
const PAUSE_MS = 150;

/** The header's suggestions (brands and industries) for what has been typed, from two letters on. */
export function useSuggestions(text: string, country: MarketCode) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const q = settled.trim().toLowerCase();
  return useQuery({
    queryKey: catalogKeys.suggestions(country, q),
    queryFn: () => unwrap(api.v1.search.suggestions.$get({ query: { q, country } })),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
