import { ArrowRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { NOT_FOUND_PAGE } from '../../../../../shared/routes.ts';
import { NotFoundView } from '../../../../components/layout/not-found-view.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { useLandingPage } from '../../api/get-landing.ts';
import { OpportunityCard } from '../opportunity-card.tsx';
import { LandingLinks } from './landing-links.tsx';

/**
 * An industry or a budget in a market (`/india-franchises/food-and-beverage`,
 * `/india-franchises/under-10-lakh`), rendered on the server: a factual introduction from the
 * data, the first listings and a link to the full, filterable list.
 */
export function LandingPage() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const query = useLandingPage(path);
  const page = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(page?.heading ?? (missing ? NOT_FOUND_PAGE.title : undefined));

  if (missing) return <NotFoundView />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold">These franchises could not be loaded</h1>
        <p className="mt-2 text-muted">{query.error.message}</p>
        <Button className="mt-6" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!page) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8" aria-busy="true">
        <p className="sr-only">Loading franchises…</p>
        <div className="h-9 w-2/3 animate-pulse rounded bg-brand-50" />
        <div className="mt-4 h-16 max-w-3xl animate-pulse rounded bg-brand-50" />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{page.heading}</h1>
        <p className="mt-3 max-w-3xl text-base leading-7 text-ink">{page.intro}</p>
        <Link
          to={page.listHref}
          className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          Filter and sort all {page.count} in the full list
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </header>
      <h2 className="sr-only">Listings</h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.items.map((item) => (
          <li key={item.id} className="flex">
            <OpportunityCard item={item} />
          </li>
        ))}
      </ul>
      <LandingLinks market={page.country} current={page.path} />
    </div>
  );
}
