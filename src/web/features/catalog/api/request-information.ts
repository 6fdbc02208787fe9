import { useMutation } from '@tanstack/react-query';
import type { InformationRequestInputValue } from '../../../../shared/schemas/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function requestInformation(id: string, input: InformationRequestInputValue) {
  return apiFetch<{ id: string; createdAt: string }>(
    `/api/v1/opportunities/${encodeURIComponent(id)}/information-requests`,
    { method: 'POST', json: input },
  );
}

export function useRequestInformation(id: string) {
  return useMutation({
    mutationFn: (input: InformationRequestInputValue) => requestInformation(id, input),
    retry: false,
  });
}
