import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function useRunAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => unwrap(api.v1.admin.jobs[':name'].runs.$post({ param: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs() }),
  });
}
