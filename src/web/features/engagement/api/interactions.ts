import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/viewer.ts';

interface Interaction {
  type: 'click';
  entityId: string;
  metadata?: Record<string, unknown>;
}

/**
 * Spec §3 and §8: clicks are sent only for signed-in users; a failure is logged and never
 * reaches the page. (Every other interaction is recorded by the server where it happens.)
 */
export function useRecordInteraction() {
  const viewer = useViewer();
  const { mutate } = useMutation({
    mutationFn: ({ type, entityId, metadata }: Interaction) =>
      unwrap(api.v1.interactions.$post({ json: { type, entityType: 'franchise', entityId, metadata } })),
    onError: (err) => console.warn('interaction not recorded', err),
  });
  const signedIn = viewer.status === 'signed-in';
  return (type: 'click', entityId: string, metadata?: Record<string, unknown>) => {
    if (signedIn) mutate({ type, entityId, metadata });
  };
}
