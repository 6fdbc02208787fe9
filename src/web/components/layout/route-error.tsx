import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError, newErrorId, reportClientError } from './error-report.ts';

/**
 * The router's error screen, for failures outside a page's rendering (a page that cannot be
 * loaded, a failing loader): the generic 'Unexpected Application Error!' of spec §8. It stands
 * alone, without the header, because the layout itself may be what failed.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const report = useMemo(() => {
    const { message, stack } = describeError(error);
    return { errorId: newErrorId(), kind: 'route' as const, message, stack };
  }, [error]);
  useEffect(() => reportClientError(report), [report]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted">
        {status ? `${status} ${isRouteErrorResponse(error) ? error.statusText : ''}` : report.message}
      </p>
      <p className="mt-4 text-sm text-muted">
        Error ID: <code className="rounded bg-slate-100 px-2 py-1 font-mono text-ink">{report.errorId}</code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Reload page
        </button>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          Go Home
        </a>
      </div>
    </main>
  );
}
