import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** The link mailed to the old address after an e-mail change: puts that address back. */
export function useUndoEmailChange() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.v1.accounts['email-change'].undo.$post({ json: { token } })),
    retry: false,
  });
}
