import { useMutation } from '@tanstack/react-query';
import type { InformationRequestInputValue } from '../../../../shared/schemas/catalog.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export function useRequestInformation(id: string) {
  return useMutation({
    mutationFn: (input: InformationRequestInputValue) =>
      unwrap(api.v1.opportunities[':id']['information-requests'].$post({ param: { id }, json: input })),
    retry: false,
  });
}
