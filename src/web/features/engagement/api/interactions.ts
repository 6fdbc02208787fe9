import type { InteractionType } from '../../../../shared/enums.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useViewer } from '../../accounts/viewer.ts';

/**
 * Spec §3 and §8: interactions are sent only for signed-in users; a failure is logged and never
 * reaches the page.
 */
export function useRecordInteraction() {
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  return (type: InteractionType, entityId: string, metadata?: Record<string, unknown>) => {
    if (!signedIn) return;
    apiFetch('/api/v1/interactions', {
      method: 'POST',
      json: { type, entityType: 'franchise', entityId, metadata },
    }).catch((err) => console.warn('interaction not recorded', err));
  };
}
