import { NavLink, Outlet } from 'react-router';
import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { cn } from '../../lib/cn.ts';
import { useViewer } from '../../lib/viewer.ts';

function AdminNav() {
  const viewer = useViewer();
  const links = [
    { to: '/admin/dashboard', label: 'Dashboard' },
    { to: '/admin/jobs', label: 'Jobs' },
    { to: '/admin/memberships', label: 'Memberships' },
    ...(viewer.adminLevel === 'super' ? [{ to: '/admin/access', label: 'Admin access' }] : []),
  ];
  return (
    <nav aria-label="Admin" className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {links.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500',
              isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink',
            )
          }
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** /admin/*: the protected wrapper (spec §2). Visitors sign in first; non-admins go home. */
export function Component() {
  return (
    <RequireUser admin>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        <div>
          <p className="text-sm font-semibold text-brand-700">Administration</p>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Franchisio admin</h1>
        </div>
        <AdminNav />
        <Outlet />
      </div>
    </RequireUser>
  );
}
