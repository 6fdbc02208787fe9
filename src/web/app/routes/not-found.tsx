import { Link, useNavigate } from 'react-router';

export function Component() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-muted">Sorry, the page you're looking for doesn't exist or has been moved.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/" className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white">
          Go Home
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-lg border px-4 py-2 font-medium"
        >
          Go Back
        </button>
      </div>
    </div>
  );
}
