import { ArrowLeft, Home, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { NOT_FOUND_PAGE } from '../../../shared/routes.ts';
import { Button } from '../ui/button.tsx';

/** The 404 page's content (spec §2), for unknown paths and for records that do not exist. */
export function NotFoundView() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <div className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{NOT_FOUND_PAGE.title}</h1>
      <p className="mt-3 text-base text-muted">{NOT_FOUND_PAGE.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>
    </div>
  );
}
