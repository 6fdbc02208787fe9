import { BookmarksPage } from '../../features/engagement/components/bookmarks-page.tsx';

export function Component() {
  return <BookmarksPage />;
}
