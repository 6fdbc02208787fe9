import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const reportKeys = {
  list: (status: 'open' | 'resolved') => [...adminKeys.all, 'conversation-reports', status] as const,
};

export const useConversationReports = (status: 'open' | 'resolved') =>
  useQuery({
    queryKey: reportKeys.list(status),
    queryFn: () => unwrap(api.v1.admin['conversation-reports'].$get({ query: { status } })),
  });

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: 'dismiss' | 'close_thread' }) =>
      unwrap(
        api.v1.admin['conversation-reports'][':id'].resolve.$post({
          param: { id: input.id },
          json: { action: input.action },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'conversation-reports'] }),
    retry: false,
  });
}
