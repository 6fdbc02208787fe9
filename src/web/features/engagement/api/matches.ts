import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { engagementKeys } from './keys.ts';

export function useMatches() {
  const viewer = useViewer();
  return useQuery({
    queryKey: engagementKeys.matches(),
    queryFn: () => unwrap(api.v1.discover.matches.$get()),
    enabled: viewer.status === 'signed-in',
  });
}
