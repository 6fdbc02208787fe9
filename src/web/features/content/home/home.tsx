import { Skeleton } from '../../../components/ui/card.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { VisitorHome } from './home-page.tsx';
import { SignedInHome } from './signed-in/signed-in-home.tsx';

/**
 * `/`: the signed-in user's own home, or the marketing page for visitors (spec §2). The server
 * knows who is asking and renders the right one, so neither flashes into the other; while the
 * browser does not know yet (a page opened without the server's state), a neutral placeholder.
 */
export function HomePage() {
  const viewer = useViewer();
  if (viewer.status === 'loading') {
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
  if (viewer.status === 'signed-in') return <SignedInHome viewer={viewer} />;
  return <VisitorHome />;
}
