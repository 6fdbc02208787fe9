import { LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { pageExists } from '../../../lib/pages.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { useSignOut } from '../api/sign-out.ts';

export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .map((part) => part[0])
      .join('')
      .slice(0, 2)
      .toUpperCase() || 'U'
  );
}

export function Avatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  return url ? (
    <img src={url} alt="" className={cn('size-9 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** Spec §2: avatar menu with display name and e-mail, Profile, Bookmarks and Sign out (then /auth). */
export function AccountMenu({ viewer, onNavigate }: { viewer: Viewer; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = viewer.user!;
  const links = [
    { to: '/profile', label: 'Profile', icon: User },
    { to: '/bookmarks', label: 'Bookmarks', icon: null },
    { to: '/saved-searches', label: 'Saved searches', icon: null },
    { to: '/my-calls', label: 'My calls', icon: null },
    ...(viewer.profile?.role === 'franchisor'
      ? [
          { to: '/my-quotes', label: 'My quotes', icon: null },
          { to: '/earn-on-spends', label: 'Earn on spends', icon: null },
          { to: '/rewards', label: 'Rewards', icon: null },
        ]
      : [{ to: '/kredit-applications', label: 'Kredit applications', icon: null }]),
    { to: '/account-settings', label: 'Account Settings', icon: Settings },
    ...(viewer.isAdmin ? [{ to: '/admin', label: 'Admin', icon: ShieldCheck }] : []),
  ].filter((l) => pageExists(l.to));

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        aria-label={`Account menu for ${user.displayName}`}
      >
        <Avatar name={user.displayName} url={user.avatarUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-2 py-2">
            <p className="truncate text-sm font-semibold text-ink">{user.displayName}</p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {links.map((l) => (
            <DropdownMenu.Item key={l.to} asChild className={itemClass}>
              <Link to={l.to} onClick={onNavigate}>
                {l.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            // Not mutate's own onSettled: forgetting the viewer unmounts this menu, and TanStack
            // Query drops a call's callbacks once its component is gone, so /auth was never opened.
            onSelect={() => {
              signOut
                .mutateAsync()
                .catch(() => undefined)
                .finally(() => {
                  onNavigate?.();
                  navigate('/auth');
                });
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
