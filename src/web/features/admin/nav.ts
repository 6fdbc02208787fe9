import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BadgeCheck,
  ClipboardCheck,
  Flag,
  Landmark,
  LayoutDashboard,
  PiggyBank,
  ScrollText,
  ShieldCheck,
  Store,
  Users,
} from 'lucide-react';
import type { AdminPermission } from '../../../shared/schemas/admin.ts';

export interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * Needed to see the section in the menu and to open any page under `to` (the shell checks it,
   * so a page cannot forget to); none: every admin. The API checks it again.
   */
  permission?: AdminPermission;
}

/** The admin shell's navigation, in order. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: Users, permission: 'users:read' },
  { to: '/admin/access', label: 'Admins', icon: ShieldCheck, permission: 'admins:manage' },
  { to: '/admin/audit-log', label: 'Audit log', icon: ScrollText, permission: 'audit:read' },
  { to: '/admin/jobs', label: 'Jobs', icon: Activity },
];

/**
 * ENTRY POINT for sections other features add (Listings `/admin/listings` with
 * 'listings:moderate', Kredit `/admin/kredit-applications` with 'kredit:review'): append an
 * entry here in the same change that adds the route to src/web/app/routes.tsx.
 */
export const ADMIN_FEATURE_SECTIONS: AdminSection[] = [
  { to: '/admin/listings', label: 'Listings', icon: ClipboardCheck, permission: 'listings:moderate' },
  { to: '/admin/catalog', label: 'Live listings', icon: Store, permission: 'listings:moderate' },
  { to: '/admin/kredit-applications', label: 'Kredit', icon: Landmark, permission: 'kredit:review' },
  { to: '/admin/memberships', label: 'Memberships', icon: BadgeCheck, permission: 'memberships:manage' },
  { to: '/admin/rewards', label: 'Rewards', icon: PiggyBank, permission: 'rewards:manage' },
  { to: '/admin/conversation-reports', label: 'Reports', icon: Flag, permission: 'messages:moderate' },
];

/** The section a path belongs to: the one whose address is the longest prefix of it. */
export function sectionOf(pathname: string): AdminSection | undefined {
  return [...ADMIN_SECTIONS, ...ADMIN_FEATURE_SECTIONS]
    .filter((s) => pathname === s.to || pathname.startsWith(`${s.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
