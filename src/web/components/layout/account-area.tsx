import { Suspense } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/after-hydration.ts';
import { JOIN_PATH, SIGN_IN_PATH } from '../../lib/auth-paths.ts';
import { cn } from '../../lib/cn.ts';
import { useViewer } from '../../lib/viewer.ts';
import { Button } from '../ui/button.tsx';
import { useLayoutSlots } from './layout-slots.tsx';

/**
 * The header's account area. Visitors get Sign In and Join (both to /auth, spec §2; Join on its tab). For a
 * signed-in viewer the accounts feature renders its avatar menu here (display name, e-mail,
 * Profile, Bookmarks, Sign out).
 */
export function AccountArea({
  layout = 'bar',
  onNavigate,
}: {
  layout?: 'bar' | 'menu';
  onNavigate?: () => void;
}) {
  const viewer = useViewer();
  const { AccountMenu } = useLayoutSlots();
  const hydrated = useHydrated();
  if (viewer.status === 'loading') {
    return <div aria-hidden="true" className={cn('h-10', layout === 'bar' ? 'w-40' : 'w-full')} />;
  }
  if (viewer.status === 'signed-in' && viewer.user) {
    const placeholder = <div aria-hidden="true" className="size-9 rounded-full bg-brand-100" />;
    // The menu's code loads in the browser: the server's HTML and its hydration show the
    // placeholder, so no button is on screen before it works.
    if (!hydrated) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu viewer={viewer} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <div className={cn('flex gap-2', layout === 'menu' && 'grid grid-cols-2')}>
      <Button asChild variant={layout === 'menu' ? 'outline' : 'ghost'} onClick={onNavigate}>
        <Link to={SIGN_IN_PATH}>Sign In</Link>
      </Button>
      <Button asChild variant="primary" onClick={onNavigate}>
        <Link to={JOIN_PATH}>Join</Link>
      </Button>
    </div>
  );
}
