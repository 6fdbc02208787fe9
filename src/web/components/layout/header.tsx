import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useHydrated } from '../../lib/after-hydration.ts';
import { cn } from '../../lib/cn.ts';
import { useViewer } from '../../lib/viewer.ts';
import { AccountArea } from './account-area.tsx';
import { useLayoutSlots } from './layout-slots.tsx';
import { ListFranchiseMenu } from './list-franchise-menu.tsx';
import { Logo } from './logo.tsx';
import { listFranchiseItems, type NavItem, useNavItems } from './nav-items.ts';

function NavBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <span className="ml-1.5 inline-grid min-w-5 place-items-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-brand-900">
      {count}
      <span className="sr-only"> in your list</span>
    </span>
  );
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex h-10 items-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold transition-colors 2xl:px-3',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100',
  );
}

/**
 * Where the bar switches to the menu button, so the bar never overflows and its search box
 * keeps room to show what is typed. A visitor's bar (four links, List Franchise, search, Sign In
 * and Join) needs about 1,100 px. A seeker's six links (Compare and Network besides), with the
 * inbox, bell and account menu, need 1280 px. A franchisor's eight links fit beside a usable
 * search box from 1280 px without List Franchise, whose join pages a signed-in franchisor has
 * been through; it is back in the bar from 1536 px (and in the menu below 1280 px).
 */
function breakpoints(items: NavItem[]) {
  if (items.length > 6) {
    return {
      bar: 'hidden xl:flex',
      nav: 'hidden xl:block',
      menu: 'xl:hidden',
      listMenu: 'hidden 2xl:block',
      search: 'w-52 2xl:w-64',
    };
  }
  if (items.length > 5) {
    return {
      bar: 'hidden xl:flex',
      nav: 'hidden xl:block',
      menu: 'xl:hidden',
      listMenu: '',
      search: 'w-52 2xl:w-64',
    };
  }
  return {
    bar: 'hidden min-[1100px]:flex',
    nav: 'hidden min-[1100px]:block',
    menu: 'min-[1100px]:hidden',
    listMenu: '',
    search: 'w-52 xl:w-64',
  };
}

function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Main" className={breakpoints(items).nav}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
              {item.label}
              <NavBadge count={item.badge} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The mobile menu mirrors the bar: search, navigation, List Franchise links and the account area. */
function MobileMenu({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  const { SearchBox } = useLayoutSlots();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div id="mobile-menu" className={cn('border-t border-slate-200 bg-white', breakpoints(items).menu)}>
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-5">
        <SearchBox onSearched={onClose} />
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={onClose}
                  className={(state) => cn(navLinkClass(state), 'flex w-full')}
                >
                  {item.label}
                  <NavBadge count={item.badge} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">List Franchise</p>
          <ul className="mt-1 grid gap-1">
            {listFranchiseItems().map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} onClick={onClose} className={(s) => cn(navLinkClass(s), 'flex w-full')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        <AccountArea layout="menu" onNavigate={onClose} />
      </div>
    </div>
  );
}

/** A signed-in viewer's inbox and bell: in the bar on every screen size, beside the menu. */
function SignedInIndicators() {
  const viewer = useViewer();
  const { HeaderIndicators } = useLayoutSlots();
  const hydrated = useHydrated();
  if (viewer.status !== 'signed-in') return null;
  const placeholder = <div aria-hidden="true" className="h-10 w-20" />;
  // Loaded in the browser, as the account menu is (account-area.tsx).
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderIndicators viewer={viewer} />
    </Suspense>
  );
}

/** The sticky site header (spec §2). */
export function Header() {
  const { useCompareCount, SearchBox } = useLayoutSlots();
  const items = useNavItems({ compareCount: useCompareCount() });
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Any navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <DesktopNav items={items} />
        <div className="ml-auto flex items-center gap-2">
          <div className={cn('items-center gap-2', breakpoints(items).bar)}>
            <div className={breakpoints(items).listMenu}>
              <ListFranchiseMenu />
            </div>
            <SearchBox className={breakpoints(items).search} />
          </div>
          <SignedInIndicators />
          <div className={breakpoints(items).bar}>
            <AccountArea />
          </div>
          <button
            type="button"
            className={cn(
              'inline-grid size-10 place-items-center rounded-lg text-ink hover:bg-slate-100',
              breakpoints(items).menu,
            )}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu items={items} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
