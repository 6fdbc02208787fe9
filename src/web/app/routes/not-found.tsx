import { NotFoundView } from '../../components/layout/not-found-view.tsx';
import { STATIC_PAGE } from '../route-handle.ts';

/** The 404 page (spec §2). The server sends this path with status 404. */
export function Component() {
  return <NotFoundView />;
}

export const handle = STATIC_PAGE;
