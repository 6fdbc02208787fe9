import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '../../../../shared/schemas/content.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => unwrap(api.v1['contact-messages'].$post({ json: input })),
    retry: false,
  });
}
