import { useNavigate } from 'react-router';
import { MARKETS, type MarketCode } from '../../../shared/markets.ts';
import { useViewer } from '../../lib/viewer.ts';

/**
 * Where a franchise search goes (spec §2): a signed-in user whose profile location is IN goes
 * to /india-franchises?search=…, everyone else to /united-states?search=…. `search` ignores blank
 * text and returns whether it navigated. `listPath` is the search form's action, so a search
 * typed before the app has started still lands on the right list.
 */
export function useFranchiseSearch(): {
  market: MarketCode;
  listPath: string;
  search: (text: string) => boolean;
} {
  const navigate = useNavigate();
  const viewer = useViewer();
  const india = viewer.status === 'signed-in' && viewer.profile?.location === 'IN';
  const market: MarketCode = india ? 'IN' : 'US';
  const listPath = MARKETS[market].listPath;
  return {
    market,
    listPath,
    search: (text) => {
      const term = text.trim();
      if (!term) return false;
      navigate(`${listPath}?${new URLSearchParams({ search: term })}`);
      return true;
    },
  };
}
