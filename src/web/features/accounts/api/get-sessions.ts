import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: () => unwrap(api.v1.me.sessions.$get()),
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
