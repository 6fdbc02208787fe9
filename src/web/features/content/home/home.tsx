import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/card.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { VisitorHome } from './home-page.tsx';

// A visitor's first load does not carry the signed-in home (insights, bookmarks, offerings);
// a signed-in page keeps the server's HTML until this arrives, then hydrates it.
const SignedInHome = lazy(() =>
  import('./signed-in/signed-in-home.tsx').then((m) => ({ default: m.SignedInHome })),
);
const FranchisorHome = lazy(() =>
  import('../../franchisor/components/franchisor-home.tsx').then((m) => ({ default: m.FranchisorHome })),
);

/** While the browser does not know who is asking, or the signed-in home is on its way. */
function Placeholder() {
  return (
    <div aria-busy="true" className="bg-brand-900">
      <span className="sr-only">Loading…</span>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-12 sm:px-6">
        <Skeleton className="h-9 w-72 bg-white/15" />
        <Skeleton className="h-5 w-96 max-w-full bg-white/10" />
      </div>
    </div>
  );
}

/**
 * `/`: a franchisor's home (their company's work), a seeker's own home (spec §2), or the
 * marketing page for visitors. The server
 * knows who is asking and renders the right one, so neither flashes into the other; while the
 * browser does not know yet (a page opened without the server's state), a neutral placeholder.
 */
export function HomePage() {
  const viewer = useViewer();
  if (viewer.status === 'loading') return <Placeholder />;
  if (viewer.status === 'signed-in') {
    return (
      <Suspense fallback={<Placeholder />}>
        {viewer.profile?.role === 'franchisor' ? (
          <FranchisorHome viewer={viewer} />
        ) : (
          <SignedInHome viewer={viewer} />
        )}
      </Suspense>
    );
  }
  return <VisitorHome />;
}
