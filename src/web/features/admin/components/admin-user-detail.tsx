import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useAdminUser } from '../api/admin-users.ts';
import { useAdminCan } from '../api/get-admin-self.ts';
import { AdminUserActions } from './admin-user-actions.tsx';
import { UserBadges } from './admin-users.tsx';
import { fmt, when } from './format.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-sm font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** /admin/users/:id: who the account is, its sessions, activity and the admin actions on it. */
export function AdminUserDetail({ id }: { id: string }) {
  const user = useAdminUser(id);
  const canManage = useAdminCan('users:manage');
  const viewer = useViewer();
  const back = (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> All users
    </Link>
  );
  if (user.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading the account" />;
  if (user.isError) {
    return (
      <div className="space-y-3">
        {back}
        <p role="alert" className="text-red-700">
          {user.error.message}
        </p>
      </div>
    );
  }
  const u = user.data;
  return (
    <div className="space-y-5">
      {back}
      <div className="space-y-1">
        <h2 className="text-xl font-bold text-ink break-words">{u.name || u.email}</h2>
        <p className="text-sm text-muted break-all">{u.email}</p>
        <UserBadges user={u} />
      </div>
      <Card className="p-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label="Joined" value={when(u.createdAt)} />
          <Fact label="Last seen" value={when(u.activity.lastSeenAt)} />
          <Fact label="Page views (30 days)" value={fmt(u.activity.pageViews30Days)} />
          <Fact label="Information requests" value={fmt(u.activity.informationRequests)} />
          <Fact label="Saved franchises" value={fmt(u.activity.bookmarks)} />
          <Fact label="Active sessions" value={fmt(u.sessions.length)} />
        </dl>
      </Card>
      {canManage && <AdminUserActions user={u} selfId={viewer.user?.id} />}
      <section aria-labelledby="user-sessions" className="space-y-2">
        <h3 id="user-sessions" className="text-base font-semibold text-ink">
          Sessions
        </h3>
        {u.sessions.length === 0 ? (
          <p className="text-sm text-muted">No active session.</p>
        ) : (
          <ul className="space-y-2">
            {u.sessions.map((s) => (
              <li key={s.id}>
                <Card className="p-3 text-sm">
                  <p className="truncate font-medium text-ink" title={s.userAgent ?? undefined}>
                    {s.userAgent ?? 'Unknown browser'}
                  </p>
                  <p className="text-muted">
                    {s.ipAddress ?? 'Unknown address'} · signed in {when(s.createdAt)} · active{' '}
                    {when(s.lastActiveAt)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="user-history" className="space-y-2">
        <h3 id="user-history" className="text-base font-semibold text-ink">
          Admin actions on this account
        </h3>
        {u.history.length === 0 ? (
          <p className="text-sm text-muted">None.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {u.history.map((h) => (
              <li key={h.id}>
                <span className="font-mono text-xs">{h.action}</span> by {h.actorEmail}, {when(h.at)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
