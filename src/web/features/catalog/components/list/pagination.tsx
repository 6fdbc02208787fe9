import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { type ListState, writeListState } from '../../lib/list-params.ts';

/** Previous and next page as links (they work before the app has started), and where we are. */
export function Pagination({
  state,
  pages,
  pagesExact,
}: {
  state: ListState;
  pages: number;
  /** False when the total is a floor (a capped count): the last page is then "N+". */
  pagesExact: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-2">
      <PageLink state={state} page={state.page - 1} disabled={state.page <= 1} label="Previous page">
        <ChevronLeft aria-hidden="true" /> Previous
      </PageLink>
      <span className="px-3 text-sm text-muted">
        Page {state.page} of {pages}
        {pagesExact ? '' : '+'}
      </span>
      <PageLink state={state} page={state.page + 1} disabled={state.page >= pages} label="Next page">
        Next <ChevronRight aria-hidden="true" />
      </PageLink>
    </nav>
  );
}

function PageLink({
  state,
  page,
  disabled,
  label,
  children,
}: {
  state: ListState;
  page: number;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  if (disabled) {
    return (
      <Button variant="outline" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <Link to={`?${writeListState({ ...state, page })}`} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
