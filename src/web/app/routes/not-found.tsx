import { NOT_FOUND_PAGE } from '../../../shared/routes.ts';
import { NotFoundView } from '../../components/layout/not-found-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { STATIC_PAGE } from '../route-handle.ts';

/** The 404 page (spec §2). The server sends this path with status 404. */
export function Component() {
  usePageTitle(NOT_FOUND_PAGE.title);
  return <NotFoundView />;
}

export const handle = STATIC_PAGE;
