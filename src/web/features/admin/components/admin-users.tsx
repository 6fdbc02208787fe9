import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminUserSummaryT } from '../../../../shared/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { type AdminUserFilter, useAdminUsers } from '../api/admin-users.ts';
import { selectClass, when } from './format.ts';

export function UserBadges({ user }: { user: AdminUserSummaryT }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone="neutral">{user.role === 'franchisor' ? 'Franchisor' : 'Seeker'}</Badge>
      {user.adminLevel && <Badge>{user.adminLevel === 'super' ? 'Super admin' : 'Admin'}</Badge>}
      {user.suspended && <Badge className="bg-red-50 text-red-800">Suspended</Badge>}
      {!user.emailVerified && <Badge tone="neutral">Unverified</Badge>}
    </span>
  );
}

/** /admin/users: find accounts by e-mail or name (the filter lives in the address). */
export function AdminUsers() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter: AdminUserFilter = {
    q: params.get('q') ?? undefined,
    status: (['active', 'suspended'] as const).find((s) => s === params.get('status')),
  };
  const users = useAdminUsers(filter);
  const rows = users.data?.pages.flatMap((p) => p.users) ?? [];

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    const q = String(data.get('q') ?? '').trim();
    const status = String(data.get('status') ?? '');
    if (q) next.set('q', q);
    if (status) next.set('status', status);
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">Users</h2>
      <form
        aria-label="Search users"
        onSubmit={onSearch}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-1">
          <Label htmlFor={`${id}-q`}>E-mail or name</Label>
          <Input id={`${id}-q`} name="q" type="search" defaultValue={filter.q} maxLength={200} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={filter.status ?? ''}
            className={`${selectClass} w-full`}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </select>
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      {users.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading users">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : users.isError ? (
        <p role="alert" className="text-red-700">
          {users.error.message}
        </p>
      ) : rows.length === 0 ? (
        <Card className="p-6 text-center text-muted">No account matches this search.</Card>
      ) : (
        <Card className="divide-y divide-slate-200">
          <ul aria-label="Accounts" className="divide-y divide-slate-200">
            {rows.map((u) => (
              <li key={u.id}>
                <Link
                  to={`/admin/users/${u.id}`}
                  className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{u.name || '—'}</span>
                    <span className="block truncate text-sm text-muted">{u.email}</span>
                  </span>
                  <UserBadges user={u} />
                  <span className="text-xs text-muted sm:w-40 sm:text-right">Joined {when(u.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {users.hasNextPage && (
        <Button variant="outline" onClick={() => users.fetchNextPage()} disabled={users.isFetchingNextPage}>
          {users.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
