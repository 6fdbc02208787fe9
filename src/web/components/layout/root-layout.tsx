import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageLoading } from '../../app/lazy-page.tsx';
import { usePageViews } from '../../lib/analytics.ts';
import { useScrollRestoration } from '../../lib/scroll-restoration.ts';
import { CrashProbe, disarmCrashProbe } from './crash-probe.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** A thin bar at the top while the next page loads. */
function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent-400"
    />
  );
}

/** The shell around every page: skip link, sticky header, the page (behind the error screen), footer. */
export function RootLayout() {
  const location = useLocation();
  usePageViews();
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <AppErrorBoundary resetKey={location.key} onReset={disarmCrashProbe}>
          <CrashProbe />
          {/* A page whose code is still on its way suspends; navigations are transitions, so
              React keeps the page before it on screen and this space shows only on a first load. */}
          <Suspense fallback={<div className="min-h-[60vh]" />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
