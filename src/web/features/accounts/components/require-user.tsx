import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/card.tsx';
import { SIGN_IN_PATH } from '../../../lib/auth-paths.ts';
import { useViewer } from '../../../lib/viewer.ts';

/**
 * Pages for signed-in users: visitors go to the sign-in page (`signInPath`, /auth unless the page
 * is a franchisor's) and come back after signing in.
 */
export function RequireUser({
  children,
  admin,
  signInPath = SIGN_IN_PATH,
}: {
  children: ReactNode;
  admin?: boolean;
  signInPath?: string;
}) {
  const viewer = useViewer();
  const location = useLocation();
  if (viewer.status === 'loading') {
    return (
      <div
        className="mx-auto max-w-3xl space-y-4 px-4 py-10"
        role="status"
        aria-busy="true"
        aria-label="Loading"
      >
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (viewer.status === 'signed-out') {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${signInPath}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  // Admin pages: everyone else is sent home (the API refuses them too).
  if (admin && !viewer.isAdmin) return <Navigate to="/" replace />;
  return children;
}
