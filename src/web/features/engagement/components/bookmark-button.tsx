import { Bookmark, BookmarkCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useBookmarks, useToggleBookmark } from '../api/bookmarks.ts';

// The dialog (Radix, with its focus trap and scroll lock) is fetched the first time a visitor
// needs it, not with every page that shows a bookmark button.
const SignInDialog = lazy(() => import('./sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })));

/** Saves or unsaves a franchise; a visitor is asked to sign in and comes back here afterwards. */
export function BookmarkButton({
  opportunityId,
  title,
  compact = false,
}: {
  opportunityId: string;
  title: string;
  compact?: boolean;
}) {
  const viewer = useViewer();
  const bookmarks = useBookmarks();
  const toggle = useToggleBookmark();
  const [askSignIn, setAskSignIn] = useState(false);
  const [asked, setAsked] = useState(false);
  const bookmark = bookmarks.data?.items.find((b) => b.opportunityId === opportunityId);
  const saved = Boolean(bookmark) !== (toggle.isPending && toggle.variables?.opportunityId === opportunityId);
  const label = saved ? 'Bookmarked' : 'Bookmark';

  function onClick() {
    if (viewer.status !== 'signed-in') {
      setAsked(true);
      setAskSignIn(true);
      return;
    }
    toggle.mutate({ opportunityId, bookmarkId: bookmark?.id });
  }

  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <>
      <Button
        variant={saved ? 'selected' : 'outline'}
        size={compact ? 'icon' : 'md'}
        aria-pressed={saved}
        aria-label={compact ? `${label}: ${title}` : undefined}
        title={saved ? 'Remove from bookmarks' : 'Save to bookmarks'}
        onClick={onClick}
        disabled={viewer.status === 'signed-in' && bookmarks.isPending}
      >
        <Icon aria-hidden="true" className={cn(saved && 'fill-brand-200')} />
        {!compact && label}
      </Button>
      {toggle.isError && (
        <span role="alert" className="sr-only">
          The bookmark could not be saved. Please try again.
        </span>
      )}
      {asked && (
        <Suspense fallback={null}>
          <SignInDialog open={askSignIn} onOpenChange={setAskSignIn} title="Sign in to bookmark">
            Sign in to save {title} to your bookmarks. You will come back to this page afterwards.
          </SignInDialog>
        </Suspense>
      )}
    </>
  );
}
