import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FRANCHISOR_SIGN_IN_PATH } from '../../../lib/auth-paths.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { RequireUser } from '../../accounts/components/require-user.tsx';

/**
 * Franchisor pages: visitors sign in first, on the franchisor sign-in page; a seeker or an admin is told why the page is not
 * theirs and where to go instead (not silently sent home).
 */
export function FranchisorsOnly({ children, what }: { children: ReactNode; what: string }) {
  return (
    <RequireUser signInPath={FRANCHISOR_SIGN_IN_PATH}>
      <Gate what={what}>{children}</Gate>
    </RequireUser>
  );
}

function Gate({ children, what }: { children: ReactNode; what: string }) {
  const viewer = useViewer();
  if (viewer.profile?.role === 'franchisor') return children;
  return (
    <div role="note" className="rounded-xl border border-slate-200 bg-white p-6" data-testid="not-franchisor">
      <h2 className="text-xl font-semibold text-brand-900">{what} is for franchisor accounts</h2>
      <p className="mt-2 text-muted">
        You are signed in as {viewer.isAdmin ? 'an administrator' : 'a franchise seeker'}. Franchisor
        companies use this page to list their franchises and answer the people who ask about them.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {viewer.isAdmin ? (
          <Link to="/admin/listings" className={buttonVariants()}>
            Review listings
          </Link>
        ) : (
          <>
            <Link to="/discover" className={buttonVariants()}>
              Discover franchises
            </Link>
            <Link to="/bookmarks" className={buttonVariants({ variant: 'outline' })}>
              Your bookmarks
            </Link>
            {/* Registering a company turns this account into a franchisor's (the sign-in page would only send a signed-in person home). */}
            <Link to="/join-franchisio" className={buttonVariants({ variant: 'outline' })}>
              List your franchise
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
