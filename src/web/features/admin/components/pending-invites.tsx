import { useState } from 'react';
import { formatMoment } from '../../../../shared/dates.ts';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useAdminInvites, useRestoreInvite, useRevokeInvite } from '../api/admin-invites.ts';
import { RevokeConfirm } from './revoke-confirm.tsx';

/**
 * Invitations still waiting to be accepted, each with a revoke (asked twice). A revocation can be
 * undone from its toast while the link could still be accepted.
 */
export function PendingInvites() {
  const list = useAdminInvites();
  const revoke = useRevokeInvite();
  const restore = useRestoreInvite();
  const [confirming, setConfirming] = useState<string | null>(null);

  const onRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: (reply) => {
        setConfirming(null);
        toast.success(reply.message, {
          description: 'The link no longer works.',
          action: {
            label: 'Undo',
            onClick: () =>
              restore.mutate(reply.id, {
                onSuccess: (restored) => toast.success(restored.message),
                onError: errorToast,
              }),
          },
        });
      },
      onError: errorToast,
    });

  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="text-lg font-semibold text-ink">Pending invitations</h2>
        <p className="mt-1 text-sm text-muted">
          Links not yet accepted. Revoking one stops its link at once; an invitation also stops working when
          the admin who sent it loses their access.
        </p>
      </div>
      {list.isPending ? (
        <Skeleton className="h-24" aria-label="Loading invitations" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.invites.length === 0 ? (
        <p className="text-sm text-muted">No pending invitations.</p>
      ) : (
        <ul aria-label="Pending invitations" className="divide-y divide-slate-200">
          {list.data.invites.map((i) => (
            <li key={i.id} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 break-all font-semibold text-ink">{i.email}</p>
                <Badge tone={i.level === 'super' ? 'accent' : 'brand'}>
                  {i.level === 'super' ? 'Super admin' : 'Standard admin'}
                </Badge>
              </div>
              <p className="text-xs text-muted">
                Sent {formatMoment(i.createdAt)}
                {i.createdByEmail ? ` by ${i.createdByEmail}` : ''} · expires {formatMoment(i.expiresAt)}
              </p>
              <RevokeConfirm
                asking={confirming === i.id}
                question={`Revoke the invitation for ${i.email}?`}
                label="Revoke invitation"
                ariaLabel={`Revoke the invitation for ${i.email}`}
                pending={revoke.isPending}
                onAsk={() => setConfirming(i.id)}
                onCancel={() => setConfirming(null)}
                onConfirm={() => onRevoke(i.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
