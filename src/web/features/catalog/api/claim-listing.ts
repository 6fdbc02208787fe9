import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimInputValue } from '../../../../shared/schemas/claims.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** A franchisor claims the company of a listing nobody manages; approved, the page offers calls. */
export function useClaimListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInputValue) => unwrap(api.v1.franchisor.claims.$post({ json: input })),
    onSuccess: (result) => {
      if (result.status === 'approved')
        void queryClient.invalidateQueries({ queryKey: catalogKeys.detail(id) });
    },
    retry: false,
  });
}
