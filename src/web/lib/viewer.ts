import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client.ts';

/**
 * Every query about the signed-in account sits under this key, so signing out can forget them
 * together (features/accounts/api/keys.ts builds on it).
 */
export const viewerKeys = {
  all: ['me'] as const,
  me: () => viewerKeys.all,
};

/** Who is signed in. Kept fresh for a minute; sign-in, sign-out and profile edits refresh it. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: viewerKeys.me(),
    queryFn: () => unwrap(api.v1.me.$get()),
    staleTime: 60_000,
  });

/**
 * The page as signed out: everything cached for the signed-in user forgotten, `me` answering
 * nobody (after signing out, or when the realtime socket says the session ended elsewhere).
 */
export function forgetViewer(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== viewerKeys.all[0] });
  queryClient.setQueryData(viewerKeys.me(), { user: null });
  queryClient.removeQueries({ queryKey: [...viewerKeys.all, 'profile'] });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

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
