import { useQuery } from '@tanstack/react-query';
import type { MatchReason } from '../../../../shared/match-score.ts';
import type { OpportunityCard } from '../../../../shared/schemas/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useViewer } from '../../accounts/viewer.ts';

export interface MatchList {
  hasGoals: boolean;
  items: { opportunity: OpportunityCard; score: number; reasons: MatchReason[] }[];
}

export function getMatches() {
  return apiFetch<MatchList>('/api/v1/discover/matches');
}

export function useMatches() {
  const viewer = useViewer();
  return useQuery({
    queryKey: ['discover', 'matches'],
    queryFn: getMatches,
    enabled: viewer.status === 'signed-in',
  });
}
