import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { LayoutSlots } from '../components/layout/layout-slots.tsx';
import { landingLinksQueryOptions } from '../features/catalog/api/get-landing.ts';
import { FooterLandingLinks } from '../features/catalog/components/landing/landing-links.tsx';
import { SearchBox } from '../features/catalog/components/search-box.tsx';
import { useCompareCount } from '../features/engagement/compare-store.ts';

/** The features' pieces in the site's frame (components/layout/layout-slots.tsx). */
export const layoutSlots: LayoutSlots = {
  useCompareCount,
  SearchBox,
  FooterLandingLinks,
  // Loaded only for signed-in viewers, keeping the menu library out of the first page load.
  AccountMenu: lazy(() =>
    import('../features/accounts/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
  ),
  HeaderIndicators: lazy(() =>
    import('../features/notifications/components/header-indicators.tsx').then((m) => ({
      default: m.HeaderIndicators,
    })),
  ),
};

/** The data the frame itself shows on every server-rendered page: the footer's links to landing pages, for crawlers that run no script. */
export const prefetchLayout = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(landingLinksQueryOptions());
