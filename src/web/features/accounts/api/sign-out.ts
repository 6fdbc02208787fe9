import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';
import { forgetViewer } from '../../../lib/viewer.ts';

/** Ends the session and forgets everything cached for the signed-in user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authCall(AUTH_ENDPOINTS.signOut, {}),
    onSettled: () => forgetViewer(queryClient),
  });
}
