import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_JOBS_KEY } from './get-admin-jobs.ts';

export function runAdminJob(name: string) {
  return apiFetch<{ id: string }>(`/api/v1/admin/jobs/${encodeURIComponent(name)}/runs`, { method: 'POST' });
}

export function useRunAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAdminJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOBS_KEY }),
  });
}
