import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InformationRequestInputValue } from '../../../../shared/schemas/catalog.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../reviews/index.ts';

export function useRequestInformation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InformationRequestInputValue) =>
      unwrap(api.v1.opportunities[':id']['information-requests'].$post({ param: { id }, json: input })),
    retry: false,
    // Having asked, a signed-in seeker may now review the franchise.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.mine(id) }),
  });
}
