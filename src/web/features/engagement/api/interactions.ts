import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/viewer.ts';

interface Interaction {
  type: 'click' | 'view';
  entityId: string;
  metadata?: Record<string, unknown>;
}

/** A failure is logged and never reaches the page (spec §8): tracking never breaks anything. */
function useSendInteraction() {
  const { mutate } = useMutation({
    mutationFn: ({ type, entityId, metadata }: Interaction) =>
      unwrap(api.v1.interactions.$post({ json: { type, entityType: 'franchise', entityId, metadata } })),
    onError: (err) => console.warn('interaction not recorded', err),
  });
  return mutate;
}

/**
 * A click on a listing, by anyone: a signed-in user's is recorded as theirs, a visitor's only
 * counted in the listing's statistics. (Every other interaction is recorded by the server.)
 */
export function useRecordInteraction() {
  const send = useSendInteraction();
  return (type: 'click', entityId: string, metadata?: Record<string, unknown>) =>
    send({ type, entityId, metadata });
}

/**
 * A visitor who is not signed in sees a listing's page: counted in its statistics. The server
 * records a signed-in user's view itself, but may send a visitor the page from its cache of
 * anonymous pages without asking the API, so the browser reports it once the session is known.
 */
export function useVisitorView(listingId: string) {
  const send = useSendInteraction();
  const signedOut = useViewer().status === 'signed-out';
  useEffect(() => {
    if (signedOut) send({ type: 'view', entityId: listingId });
  }, [signedOut, listingId, send]);
}
