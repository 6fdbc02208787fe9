import { NavLink, Outlet, useLocation } from 'react-router';
import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { useAdminSelf } from '../../features/admin/api/get-admin-self.ts';
import { RequireAdminPermission } from '../../features/admin/components/require-permission.tsx';
import { ADMIN_FEATURE_SECTIONS, ADMIN_SECTIONS, sectionOf } from '../../features/admin/nav.ts';
import { cn } from '../../lib/cn.ts';

/** The sections this admin may open: wrapping rows on a phone, a side bar from `lg` up. */
function AdminNav() {
  const self = useAdminSelf();
  const sections = [...ADMIN_SECTIONS, ...ADMIN_FEATURE_SECTIONS].filter(
    (s) => !s.permission || self.data?.permissions.has(s.permission),
  );
  return (
    <nav aria-label="Admin sections" className="lg:w-52 lg:shrink-0">
      <ul className="flex flex-wrap gap-1 border-b border-slate-200 pb-3 lg:flex-col lg:border-0 lg:pb-0">
        {sections.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:py-2.5',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-muted hover:bg-slate-50 hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page, once the admin holds the permission of the section it belongs to (nav.ts). */
function SectionPage() {
  const permission = sectionOf(useLocation().pathname)?.permission;
  if (!permission) return <Outlet />;
  return (
    <RequireAdminPermission permission={permission}>
      <Outlet />
    </RequireAdminPermission>
  );
}

/** /admin/*: the admin shell (spec §2). Visitors sign in first; non-admins go home. */
export function Component() {
  return (
    <RequireUser admin>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        <div className="mb-6">
          <p className="text-sm font-semibold text-brand-700">Administration</p>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Franchisio admin</h1>
        </div>
        <div className="flex flex-col gap-6 lg:flex-row lg:gap-8">
          <AdminNav />
          <div className="min-w-0 flex-1">
            <SectionPage />
          </div>
        </div>
      </div>
    </RequireUser>
  );
}
