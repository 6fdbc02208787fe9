import { useMe } from './api/get-me.ts';

/**
 * Who is looking at the page. The header, home page and guards read it from here; it comes
 * from the session (GET /api/v1/me, cached by TanStack Query and refreshed on sign-in,
 * sign-out and profile edits).
 */
export interface Viewer {
  status: 'loading' | 'signed-out' | 'signed-in';
  user?: {
    id: string;
    email: string;
    displayName: string;
    avatarUrl: string | null;
    /** For 'Welcome back, {name}!' (spec §2). */
    firstName: string | null;
  };
  /** Profile location (country code) and role, spec §3. */
  profile?: { location: string | null; role: 'user' | 'franchisor' };
  isAdmin?: boolean;
  adminLevel?: 'standard' | 'super' | null;
}

export function useViewer(): Viewer {
  const me = useMe();
  if (me.isPending) return { status: 'loading' };
  const user = me.data?.user;
  if (!user) return { status: 'signed-out' };
  return {
    status: 'signed-in',
    user: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      avatarUrl: user.avatarUrl,
      firstName: user.firstName,
    },
    profile: { location: user.location, role: user.role },
    isAdmin: user.isAdmin,
    adminLevel: user.adminLevel,
  };
}
