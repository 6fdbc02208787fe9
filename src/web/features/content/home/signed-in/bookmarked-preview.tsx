import { ArrowRight, Bookmark, BookOpen, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { BOOKMARK_PAGE } from '../../../../../shared/limits.ts';
import { formatMoneyRange } from '../../../../../shared/money.ts';
import { Card, Skeleton } from '../../../../components/ui/card.tsx';
import { detailPath } from '../../../catalog/lib/paths.ts';
import { useBookmarks } from '../../../engagement/api/bookmarks.ts';

/** Spec §2 'Your Bookmarked Franchises': the newest 3, each to its page, View All to /bookmarks. */
export function BookmarkedPreview() {
  const query = useBookmarks();
  const items = (query.data?.items ?? []).slice(0, BOOKMARK_PAGE.homePreview);
  return (
    <Card className="p-5 sm:p-6" data-testid="bookmarked-preview">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-900">Your Bookmarked Franchises</h2>
        <Link
          to="/bookmarks"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
        >
          View All
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : query.isError && !query.data ? (
        <div className="mt-4 text-sm text-muted" role="alert">
          Your bookmarks could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => query.refetch()}
          >
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          Nothing saved yet. Tap <Bookmark aria-label="the bookmark" className="inline size-4" /> on a
          franchise to keep it here.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((b) => (
            <li key={b.id} className="py-2.5">
              <Link
                to={detailPath(b.opportunity)}
                className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline"
              >
                {b.opportunity.title}
              </Link>
              <p className="truncate text-xs text-muted">
                {b.opportunity.category} ·{' '}
                {formatMoneyRange(
                  b.opportunity.investmentMin,
                  b.opportunity.investmentMax,
                  b.opportunity.currency,
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Spec §2 quick actions. */
export function QuickActions() {
  const actions = [
    { to: '/united-states', label: 'Browse franchises', icon: <Compass aria-hidden="true" /> },
    { to: '/bookmarks', label: 'My bookmarks', icon: <Bookmark aria-hidden="true" /> },
    { to: '/all-about-kredit', label: 'All about Kredit', icon: <BookOpen aria-hidden="true" /> },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold text-brand-900">Quick actions</h2>
      <ul className="mt-3 space-y-2">
        {actions.map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-semibold text-ink hover:border-brand-500 hover:bg-brand-50 [&_svg]:size-4 [&_svg]:text-brand-700"
            >
              {a.icon}
              {a.label}
              <ArrowRight aria-hidden="true" className="ml-auto" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
