import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';

/** A listing that does not exist (404) or could not be loaded, with ways on. */
export function DetailError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const navigate = useNavigate();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">
        {missing ? 'Franchise not found' : 'This franchise could not be loaded'}
      </h1>
      <p className="mt-2 text-muted">
        {missing ? 'This franchise does not exist or is no longer listed.' : error.message}
      </p>
      <div className="mt-6 flex justify-center gap-2">
        {!missing && <Button onClick={onRetry}>Try again</Button>}
        <Button variant="outline" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <Button asChild variant="outline">
          <Link to="/united-states">Browse franchises</Link>
        </Button>
      </div>
    </div>
  );
}
