import { AlertTriangle } from 'lucide-react';
import { Button } from './button.tsx';

/** A failed load, with what failed and a way to try again (the query's refetch). */
export function QueryError({
  title = 'This could not be loaded',
  error,
  onRetry,
}: {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const message = error instanceof Error && error.message ? error.message : 'Please check your connection.';
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto size-6 text-red-700" />
      <p className="mt-2 font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{message}</p>
      {onRetry && (
        <Button className="mt-4" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
