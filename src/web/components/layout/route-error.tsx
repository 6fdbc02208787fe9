import { Button } from '../ui/button.tsx';
import type { ErrorReport } from './error-report.ts';

/**
 * The screen for a routing error (a page whose code cannot be loaded): the generic 'Unexpected
 * Application Error!' of spec §8. Reloading fetches the release's code afresh.
 */
export function RouteErrorScreen({ report }: { report: ErrorReport }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted">{report.message}</p>
      <p className="mt-4 text-sm text-muted">
        Error ID: <code className="rounded bg-slate-100 px-2 py-1 font-mono text-ink">{report.errorId}</code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        {/* A full page load, not a route change: the app's code may be what failed. */}
        <Button asChild variant="outline">
          <a href="/">Go Home</a>
        </Button>
      </div>
    </div>
  );
}
