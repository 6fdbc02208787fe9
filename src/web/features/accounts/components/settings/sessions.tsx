import { UAParser } from 'ua-parser-js';
import { formatMoment } from '../../../../../shared/dates.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Badge, Skeleton } from '../../../../components/ui/card.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useSessions } from '../../api/get-sessions.ts';
import { useRevokeSessions } from '../../api/revoke-sessions.ts';
import { errorToast } from '../../toasts.ts';

/** "Chrome on Android", from the session's user agent (ua-parser-js). */
export function describeAgent(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const { browser, os } = new UAParser(ua).getResult();
  const name = browser.name ?? 'Browser';
  return os.name ? `${name} on ${os.name}` : name;
}

export function Sessions() {
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  if (sessions.isPending) return <Skeleton className="h-24" />;
  if (sessions.isError) return <p className="text-sm text-red-700">{sessions.error.message}</p>;
  const others = sessions.data.sessions.filter((s) => !s.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.data.sessions.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                {describeAgent(s.userAgent)}
                {s.current && <Badge>This device</Badge>}
              </p>
              <p className="text-xs text-muted">
                Signed in {formatMoment(s.createdAt)} · last active {formatMoment(s.updatedAt)}
                {s.ipAddress ? ` · ${s.ipAddress}` : ''}
              </p>
            </div>
            {!s.current && (
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(s.id, {
                    onSuccess: () => toast.success('Session signed out'),
                    onError: errorToast,
                  })
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        disabled={others === 0 || revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: (r) =>
              toast.success(`Signed out of ${r.revoked} other session${r.revoked === 1 ? '' : 's'}`),
            onError: errorToast,
          })
        }
      >
        Sign out of all other sessions
      </Button>
    </div>
  );
}
