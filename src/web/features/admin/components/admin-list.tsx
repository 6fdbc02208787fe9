import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '../../../../shared/dates.ts';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useAdminAuth } from '../api/admin-auth.ts';
import { useAdminList } from '../api/admin-list.ts';
import { adminKeys } from '../api/keys.ts';
import { RevokeConfirm } from './revoke-confirm.tsx';

/** Who holds admin access, each with a revoke (asked twice; never oneself). */
export function AdminList() {
  const list = useAdminList();
  const revoke = useAdminAuth();
  const queryClient = useQueryClient();
  const me = useViewer().user?.id;
  const [confirming, setConfirming] = useState<string | null>(null);

  const onRevoke = (email: string) =>
    revoke.mutate(
      { action: 'revokeAccess', email },
      {
        onSuccess: (reply) => {
          setConfirming(null);
          toast.success(reply.message ?? 'Access revoked');
          void queryClient.invalidateQueries({ queryKey: adminKeys.admins() });
          // Their pending invitations were revoked with their access.
          void queryClient.invalidateQueries({ queryKey: adminKeys.invites() });
        },
        onError: errorToast,
      },
    );

  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="text-lg font-semibold text-ink">Admins</h2>
        <p className="mt-1 text-sm text-muted">
          Revoking keeps the account; it simply stops being an admin, and the invitations they sent stop
          working. You cannot revoke your own access.
        </p>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" aria-label="Loading admins" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <ul aria-label="Admins" className="divide-y divide-slate-200">
          {list.data.admins.map((a) => (
            <li key={a.userId} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{a.name || a.email}</p>
                  <p className="break-all text-sm text-muted">{a.email}</p>
                </div>
                <Badge tone={a.level === 'super' ? 'accent' : 'brand'}>
                  {a.level === 'super' ? 'Super admin' : 'Standard admin'}
                </Badge>
              </div>
              <p className="text-xs text-muted">
                Since {formatDay(a.since)}
                {a.invitedByEmail ? `, invited by ${a.invitedByEmail}` : ''} ·{' '}
                {a.permissions.length === 0 ? 'no permissions' : a.permissions.join(', ')}
              </p>
              {a.userId !== me && (
                <RevokeConfirm
                  asking={confirming === a.userId}
                  question={`Revoke ${a.email}’s admin access?`}
                  label="Revoke access"
                  ariaLabel={`Revoke access for ${a.email}`}
                  pending={revoke.isPending}
                  onAsk={() => setConfirming(a.userId)}
                  onCancel={() => setConfirming(null)}
                  onConfirm={() => onRevoke(a.email)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
