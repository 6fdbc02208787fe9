import { useQuery } from '@tanstack/react-query';
import type { MatchList } from '../../../../shared/schemas/engagement.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useViewer } from '../../accounts/viewer.ts';

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
