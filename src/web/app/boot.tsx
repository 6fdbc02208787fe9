import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { describeError, newErrorId, reportClientError } from '../components/layout/error-report.ts';
import { hydrateInTurns } from '../lib/hydrate-in-turn.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { adoptRoutePath, loadPages } from './lazy-page.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes, routes } from './routes.tsx';
import { readServerState } from './server-state.ts';

function report(kind: 'render' | 'route', error: unknown, componentStack?: string) {
  reportClientError({ errorId: newErrorId(), kind, ...describeError(error), componentStack });
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
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
  // Hydration must not hold the main thread for the whole page (the page is visible meanwhile):
  // React yields every few milliseconds in a transition; Preact, the runtime shipped, hydrates
  // the parts marked <HydrateInTurn> one task each (hydrate-in-turn.tsx).
  if (serverState) {
    // Until every part has had its turn; the browser journeys wait for it.
    container.dataset.hydrating = '';
    void hydrateInTurns(() =>
      startTransition(() => {
        hydrateRoot(container, app, {
          // A mismatch means server and browser rendered differently: React recovers by
          // rendering in the browser, and we hear of it.
          onRecoverableError: (error, info) => report('render', error, info.componentStack),
        });
      }),
    ).then(() => delete container.dataset.hydrating);
  } else createRoot(container).render(app);
}

// Evaluating the app's modules is one task and starting it the next (reading the server's
// state, matching the URL, asking for the page's code): together they held a phone's main
// thread for over 100 ms.
setTimeout(() => void boot(), 0);
