import { firstExisting, pageExists } from '../../lib/pages.ts';
import { useViewer, type Viewer } from '../../lib/viewer.ts';

export interface NavItem {
  to: string;
  label: string;
  /** A count shown beside the label (the compare list), hidden at zero. */
  badge?: number;
}

/**
 * The header's navigation, in one place (spec §2): visitors and seekers see Home, Discover,
 * Kredit and Partners; signed-in seekers also Compare (with its count) and Network; franchisors
 * get Dashboard, Software, AI Tools and Services instead of Compare and Network. Items whose
 * page is not built yet are left out until it is.
 */
export function navItemsFor(viewer: Viewer, options: { compareCount?: number } = {}): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/discover', label: 'Discover' },
    { to: '/kredit', label: 'Kredit' },
    { to: '/our-partners', label: 'Partners' },
  ];
  if (viewer.status === 'signed-in') {
    const extra: NavItem[] =
      viewer.profile?.role === 'franchisor'
        ? [
            { to: '/dashboard', label: 'Dashboard' },
            { to: firstExisting('/software', '/software-listings'), label: 'Software' },
            { to: firstExisting('/ai-tools', '/ai-tools-listings'), label: 'AI Tools' },
            { to: firstExisting('/business-services', '/business-services-listings'), label: 'Services' },
          ]
        : [
            { to: '/compare', label: 'Compare', badge: options.compareCount ?? 0 },
            { to: '/network', label: 'Network' },
          ];
    items.push(...extra.filter((item) => pageExists(item.to)));
  }
  return items;
}

/** The 'List Franchise' menu: the join flow of each market once built, until then franchisor sign-in. */
export function listFranchiseItems(): NavItem[] {
  return [
    { to: firstExisting('/join-franchisio-us', '/franchisor-auth'), label: 'US Franchisors' },
    { to: firstExisting('/join-franchisio-india', '/franchisor-auth'), label: 'Indian Franchisors' },
  ];
}

/** Navigation for whoever is looking; the header passes the compare list's count for the badge. */
export function useNavItems(options: { compareCount?: number } = {}): NavItem[] {
  const viewer = useViewer();
  return navItemsFor(viewer, options);
}
