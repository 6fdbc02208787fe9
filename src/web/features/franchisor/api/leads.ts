import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '../../../../shared/schemas/listings.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { franchisorKeys } from './get-dashboard.ts';

/** Where the leads CSV is downloaded from (a plain link: the browser saves the file). */
export const LEADS_CSV_URL = '/api/v1/franchisor/leads.csv';

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string; status?: LeadStatus; notes?: string | null }) =>
      unwrap(api.v1.franchisor.leads[':id'].$patch({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: franchisorKeys.dashboard() }),
  });
}
