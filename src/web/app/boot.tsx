import { hydrate } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { describeError, newErrorId, reportClientError } from '../components/layout/error-report.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { RECOVERABLE_ERROR_EVENT } from '../lib/test-hooks.ts';
import { adoptRoutePath, loadPages } from './lazy-page.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes, routes } from './routes.tsx';
import { readServerState } from './server-state.ts';

function report(kind: 'render' | 'route', error: unknown, componentStack?: string) {
  reportClientError({ errorId: newErrorId(), kind, ...describeError(error), componentStack });
}

/**
 * Marks the container `data-app-ready` once React has committed the app's first render (or its
 * hydration): its effects run after every child's. The browser journeys wait for it, as React
 * itself exposes no "hydrated" signal.
 */
function AppReady({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.dataset.appReady = '';
  }, [container]);
  return children;
}

/** Starts the app: hydrates the server's HTML when the page came with it, else renders. */
async function boot() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const serverState = readServerState();
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    if (Array.isArray(serverState.route)) adoptRoutePath(routes, window.location.pathname, serverState.route);
    try {
      await loadPages(routes, window.location.pathname);
    } catch (error) {
      // The page's code did not arrive (network, or a deploy replaced it). The server's HTML
      // stays: it reads, and its links and search work without the app.
      report('route', error);
      return;
    }
  }
  const app = (
    <AppReady container={container}>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </AppReady>
  );
  if (serverState) {
    // In a transition, React hydrates in slices of a few milliseconds and answers input between
    // them (a click in a part not yet hydrated hydrates that part first, then is replayed); a
    // plain hydrateRoot would hold the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch means server and browser rendered differently: React recovers by
        // rendering in the browser, and we hear of it.
        onRecoverableError: (error, info) => {
          report('render', error, info.componentStack);
          window.dispatchEvent(new CustomEvent(RECOVERABLE_ERROR_EVENT, { detail: String(error) }));
        },
      });
    });
  } else createRoot(container).render(app);
}

// Evaluating the app's modules is one task and starting it the next (reading the server's
// state, matching the URL, asking for the page's code): together they held a phone's main
// thread for over 100 ms.
setTimeout(() => void boot(), 0);
