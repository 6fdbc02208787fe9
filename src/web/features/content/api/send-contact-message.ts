import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactMessageReceipt } from '../../../../shared/schemas/content.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function sendContactMessage(input: ContactMessageInput) {
  return apiFetch<ContactMessageReceipt>('/api/v1/contact-messages', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, retry: false });
}
