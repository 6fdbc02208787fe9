import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEGMENT_REFRESH_MS } from '../../../../shared/limits.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { insightsKeys } from './keys.ts';

/** Spec §7 get-user-segment: the signed-in user's own, refetched every 10 minutes. */
export const userSegmentQueryOptions = () =>
  queryOptions({
    queryKey: insightsKeys.segment(),
    queryFn: () => unwrap(api.v1.me.segment.$get()),
    refetchInterval: SEGMENT_REFRESH_MS,
  });

export function useUserSegment() {
  const viewer = useViewer();
  return useQuery({ ...userSegmentQueryOptions(), enabled: viewer.status === 'signed-in' });
}
